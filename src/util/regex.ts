// A text matched literally inside a regular expression: every character a pattern gives a meaning is escaped.
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
