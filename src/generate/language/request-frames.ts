// Sentence frames of user requests, by what the user wants done: questions, imperatives and statements of need.
// Slots: {v} the verb, {np} the thing (with its count or name), {mods} what qualifies it, {sys} where, {ents} the
// entity's plural. A frame is used only when every phrase of the request lands in it (request.ts checks).

export type FrameAction = 'list' | 'list_in' | 'search' | 'get' | 'create' | 'update' | 'modify' | 'delete' | 'send' | 'execute' | 'control' | 'compute' | 'other';

export const FRAMES: Record<FrameAction, string[]> = {
  list: [
    'Show me {np}{mods}{sys}.',
    'Can you pull up {np}{mods}{sys}?',
    'What {ents} do we have{mods}{sys}?',
    'List {np}{mods}{sys}.',
    'I need a list of {np}{mods}{sys}.',
    'Give me {np}{mods}{sys}.',
    'Which {ents} are there{mods}{sys}?',
    'Could I get an overview of {np}{mods}{sys}?',
    'Let me see {np}{mods}{sys}.',
    'Any {ents}{mods}{sys}?',
    "I'd like to go through {np}{mods}{sys}.",
    'Mind listing {np}{mods}{sys}?',
    'What do {np}{mods}{sys} look like right now?',
    'Get me {np}{mods}{sys}.',
  ],
  list_in: [
    "What's in {np}{mods}?",
    'List what is in {np}{mods}.',
    'Show me the contents of {np}{mods}.',
    'Can you list everything under {np}{mods}?',
    'What files are in {np}{mods}?',
    'Let me see what is inside {np}{mods}.',
    'Have a look in {np}{mods} and tell me what is there.',
    'Which files live in {np}{mods}?',
  ],
  search: [
    'Find {np}{mods}{sys}.',
    'Can you look for {np}{mods}{sys}?',
    'Are there any {ents}{mods}{sys}?',
    "I'm looking for {np}{mods}{sys}.",
    'Dig up {np}{mods}{sys}.',
    'Search for {np}{mods}{sys}.',
    'Track down {np}{mods}{sys}, please.',
    'Do we have {np}{mods}{sys}?',
    'See if you can find {np}{mods}{sys}.',
    'Got any {ents}{mods}{sys}?',
    'Look up {np}{mods}{sys}.',
    'Which {ents} come up{mods}{sys}?',
  ],
  get: [
    'Show me {np}{mods}{sys}.',
    'Can you pull up {np}{mods}{sys}?',
    'What does {np} say{mods}?',
    'Open {np}{mods}{sys}.',
    'I need the details of {np}{mods}{sys}.',
    'Look up {np}{mods}{sys}.',
    'Could you fetch {np}{mods}{sys}?',
    'Get me {np}{mods}{sys}.',
    'Can I see {np}{mods}{sys}?',
    'What do we have on {np}{mods}{sys}?',
    'Bring up {np}{mods}{sys}.',
    'I wanted to check {np}{mods}{sys}.',
    'Take a look at {np}{mods}{sys} for me.',
    '{v} {np}{mods}{sys}.',
  ],
  create: [
    'Create {np}{mods}{sys}.',
    'Add {np}{mods}{sys}.',
    'Can you set up {np}{mods}{sys}?',
    'Please make {np}{mods}{sys}.',
    'I need {np}{mods}{sys}.',
    'Could you add {np}{mods}{sys}?',
    "Let's create {np}{mods}{sys}.",
    'Go ahead and add {np}{mods}{sys}.',
    'We need {np}{mods}{sys}.',
    'Start {np}{mods}{sys}.',
    'Put in {np}{mods}{sys}.',
    'Would you create {np}{mods}{sys}?',
  ],
  update: [
    'Update {np}{sys}: {changes}.',
    'Can you update {np}{sys}? Please {changes}.',
    'For {np}{sys}, {changes}.',
    'Go into {np}{sys} and {changes}.',
    '{np}{sys} needs an update: {changes}.',
    'Could you edit {np}{sys}? I need you to {changes}.',
    'Small change to {np}{sys}: {changes}.',
    'On {np}{sys}, please {changes}.',
    'Open {np}{sys} and {changes}.',
    "Let's fix {np}{sys}: {changes}.",
  ],
  modify: [
    '{v} {np}{mods}{sys}.',
    'Can you {v} {np}{mods}{sys}?',
    'Please {v} {np}{mods}{sys}.',
    'Would you {v} {np}{mods}{sys}?',
    'I need {np} {v-ed}{mods}{sys}.',
    'Go ahead and {v} {np}{mods}{sys}.',
    "Let's {v} {np}{mods}{sys}.",
  ],
  delete: [
    'Delete {np}{mods}{sys}.',
    'Remove {np}{mods}{sys}.',
    'Can you get rid of {np}{mods}{sys}?',
    'Please delete {np}{mods}{sys}.',
    "We don't need {np}{mods} anymore; remove it{sys}.",
    'Could you clear out {np}{mods}{sys}?',
    '{np}{mods}{sys} can go. Delete it.',
    'I want {np}{mods} gone{sys}.',
  ],
  send: ['Send {np}{mods}{sys}.', 'Can you send {np}{mods}{sys}?', 'Please send {np}{mods}{sys}.', 'Shoot {np} over{mods}{sys}.', 'Could you {v} {np}{mods}{sys}?'],
  execute: ['Run {np}{mods}{sys}.', 'Kick off {np}{mods}{sys}.', 'Can you {v} {np}{mods}{sys}?', 'Please start {np}{mods}{sys}.', 'Go ahead and {v} {np}{mods}{sys}.', 'I need {np} run{mods}{sys}.'],
  control: ['{v} {np}{mods}{sys}.', 'Can you {v} {np}{mods}{sys}?', 'Please {v} {np}{mods}{sys}.', 'Could you {v} {np}{mods}{sys} for me?', 'Time to {v} {np}{mods}{sys}.', 'I need you to {v} {np}{mods}{sys}.'],
  compute: ['Can you {v} {np}{mods}?', "What's {np}{mods}?", 'Work out {np}{mods}.', 'Figure out {np}{mods} for me.', 'Quick one: {np}{mods}?', 'Calculate {np}{mods}, please.'],
  other: ['Can you {v} {np}{mods}{sys}?', '{v} {np}{mods}{sys}, please.', 'Please {v} {np}{mods}{sys}.', "I'd like you to {v} {np}{mods}{sys}.", 'Would you {v} {np}{mods}{sys}?', 'Go ahead and {v} {np}{mods}{sys}.'],
};

/** Frames a persona of this style reaches for first: the same request said the way they would say it. */
export const STYLE_FRAMES: Record<string, string[]> = {
  terse: ['{v} {np}{mods}{sys}.', '{np}{mods}{sys}, please.', 'Need {np}{mods}{sys}.', '{v} {np}{mods}{sys} pls.'],
  non_native: [
    'Please can you {v} {np}{mods}{sys}?',
    'I want to {v} {np}{mods}{sys}, please help me.',
    'Kindly {v} {np}{mods}{sys}.',
    'Is it possible to {v} {np}{mods}{sys}?',
    'Can you help me with {v-ing} {np}{mods}{sys}?',
  ],
  expert: ['{v} {np}{mods}{sys}.', 'Need {np}{mods}{sys}. Go.', 'Quick {v}: {np}{mods}{sys}.', 'Request: {v} {np}{mods}{sys}.'],
  polite: ['Would you mind {v-ing} {np}{mods}{sys}?', 'Could you please {v} {np}{mods}{sys}?', 'When you have a moment, could you {v} {np}{mods}{sys}?', 'I would be grateful if you could {v} {np}{mods}{sys}.'],
  chatty: ['So, I need to {v} {np}{mods}{sys}. Can you do that?', 'Okay, here is one: {v} {np}{mods}{sys}.', "Here's what I'm after: {np}{mods}{sys}.", 'Could you do me a favour and {v} {np}{mods}{sys}?'],
};

/** What the user calls the act, by action; the tool's own verb joins these where it is a plain English verb. */
export const USER_VERBS: Record<string, string[]> = {
  list: ['list', 'pull up', 'go through'],
  list_in: ['list', 'check'],
  search: ['find', 'search for', 'look for'],
  get: ['pull up', 'open', 'look up', 'check'],
  create: ['create', 'add', 'set up'],
  update: ['update', 'change'],
  modify: [],
  delete: ['delete', 'remove'],
  send: ['send'],
  execute: ['run', 'trigger'],
  control: [],
  compute: ['work out', 'calculate'],
  other: [],
};

/** Openings of a composed request: a question (ends "?"), an imperative, or a statement of what the user wants. */
// Many short leads rather than a few: the lead opens the message, and no opening may carry more than a few percent.
export const QUESTION_LEADS = ['Can you', 'Could you', 'Would you', 'Can you please', 'Could you quickly', 'Any chance you could', 'Could you kindly', 'Think you could', 'Could you please', 'Can you quickly', 'Would you please', 'Will you', 'Could you just', 'Can you just', 'Would you kindly', 'Can you maybe'];
export const COMMAND_LEADS = ['', '', 'Please', 'Just', 'Quickly', 'Now', 'Right,', 'Okay,', 'So,', 'Also', 'Next,'];
export const TAILS = ['', '', '', '', '', '', '', '', ' for me', ' please', ' if you can', ' real quick', ' today', ' right now', ' asap', ' this morning', ' first thing'];

/** More verbs per action for composed requests; "me" verbs ("show me") only follow a lead that takes them. */
export const MORE_VERBS: Record<string, string[]> = {
  list: ['list', 'show me', 'pull up', 'go through', 'bring up', 'get me', 'give me', 'fetch'],
  list_in: ['list', 'show me', 'check', 'look through'],
  search: ['find', 'search for', 'look for', 'dig up', 'hunt down', 'track down', 'find me'],
  get: ['pull up', 'open', 'look up', 'check', 'bring up', 'show me', 'fetch', 'get me'],
  create: ['create', 'add', 'set up', 'make'],
  delete: ['delete', 'remove', 'get rid of', 'drop', 'clear out', 'scrap'],
  send: ['send', 'fire off'],
  execute: ['run', 'kick off', 'trigger', 'start'],
};
