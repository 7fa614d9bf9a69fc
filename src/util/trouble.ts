// Fields that say what went wrong in a call (conflicts, errors, failures): a call that went well has none of them, and
// an answer says nothing of trouble that is not there ("conflicts: no, no conflicted files" read as a form).
export const TROUBLE_FLAG = /^(has_?|had_?)?(conflicts?|errors?|failed|failures?|aborted|timed_?out|rejected)$/i;
export const TROUBLE_LIST = /^(conflict(ed|ing)?_?(files|paths)?|conflicts|errors|failures|failed_?[a-z]*)$/i;
