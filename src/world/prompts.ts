// What a person asks a model-backed tool to do, by what the tool works on: an image tool's prompt had been a bug report
// ("We need two-factor setup before the March launch …"), a crawler's instructions a budget line, a browser agent's task
// "Steps to reproduce: …" (each of the real catalog's 28 tools that take a prompt had been given ticket prose).
const PROMPTS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/\b(generate|create|draw)\w* (an? )?image|\bdesired image\b/i, ['A watercolour of the Lisbon skyline at sunset', 'Flat illustration of a team planning around a whiteboard, pastel colours', 'Product photo of a blue travel mug on a white background', 'Isometric icon of a cloud server, dark background']],
  [/\b(diff|compar\w*)\b/i, ['Compare the spacing, colours and font sizes of the two screens.', 'List every difference between the design and the build.', 'Check that the buttons and headings match the mockup.']],
  [/\b(ui|react|component|artifact|codegen|code)\b/i, ['Turn this screen into a React component with Tailwind classes.', 'Build a pricing page with three plans and a monthly/yearly toggle.', 'Rebuild this form as an accessible HTML form with the same fields.', 'Make a settings page with a sidebar and a save button.']],
  [/\b(error|issue|seer|diagnos\w*|stack trace)\b/i, ['Find the root cause and suggest a fix.', 'Why does this only fail on Safari?', 'Explain the stack trace and which change most likely caused it.', 'Is this a client bug or a server bug?']],
  [/\b(image|screenshot|video|diagram|visuali[sz]ation|chart|photo|text extraction)\b/i, ['What does this screenshot show? List any error messages.', 'Extract the total, the due date and the vendor from this invoice.', 'Describe the trend in this chart and name the highest month.', 'Explain how the services in this diagram talk to each other.', 'Read every label and value in this image.']],
  [/\b(crawl\w*|extract\w*|observe|page|scrape|structured data|map|browser)\b/i, ['Extract the product name, the price and whether it is in stock.', 'Only follow links to the docs and the changelog.', 'List every pricing plan with its monthly price.', 'Find the sign-in button and the search field.', 'Get the title, author and date of each article.']],
  [/\b(docs?|documentation|api|chunk)\b/i, ['How do I paginate the orders endpoint?', 'Which scopes does the products API need?', 'How are webhook payloads signed?', 'What is the rate limit for the admin API?']],
  [/\b(workflow|agent|automation|process)\b/i, ['Every Monday, collect new support tickets tagged billing and post a summary to #support.', 'When a form is submitted, add the person to the CRM and send them a welcome email.', 'Research three competitors\' pricing and put it in a table.']],
  [/\b(file|edit|change)\b/i, ['I am adding a retry to the fetch call.', 'I am renaming the config key to timeoutMs.', 'I am removing the unused import at the top.']],
];

/** An input holding what the user asks a model-backed tool to do (not a "task": a to-do app's task is its own text). */
export const PROMPT_KEY = /^(user_?prompt|prompt|instructions?)$/i;

const GENERAL = ['Summarise the key points in three bullets.', 'List the open questions and who owns each.', 'Give me the numbers that changed since last month.'];

/** The prompts a tool that works on `about` (its entity and its description) is given. */
export function promptsFor(about: string): readonly string[] {
  return PROMPTS.find(([re]) => re.test(about))?.[1] ?? GENERAL;
}
