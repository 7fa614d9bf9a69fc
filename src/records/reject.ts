// Reject: why a record was dropped, as data (a code a machine can count and a line a person can read).
import { z } from 'zod';

export const RejectSchema = z.object({
  id: z.string(),
  taskId: z.string().optional(),
  step: z.string(),
  code: z.string(),
  message: z.string(),
  path: z.string().optional(),
});
export type Reject = z.infer<typeof RejectSchema>;
