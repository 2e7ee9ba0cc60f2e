/** The texts of the test suites people read: why a question failed, the CSV rows' faults, the mail. */
export const JUDGE_TEXT = {
  notHandedOff: 'It did not hand the visitor to a person.',
  handedOffInstead: 'It handed the visitor to a person instead of answering.',
  answeredInstead: 'It answered instead of declining.',
  declinedInstead: 'It declined to answer.',
  missing: (phrases: string[]) => `Missing: ${phrases.map((p) => `“${p}”`).join(', ')}`,
  handoffAnswer: '(The visitor is handed to a person.)',
};

export const CSV_TEXT = {
  header: 'The first row must be the header: question,expect',
  noQuestion: 'The question is empty',
  longQuestion: 'The question is longer than 500 characters',
  noExpect: 'Say what the answer must contain (phrases separated by |), or DECLINE or HANDOFF',
  badPhrase: 'A phrase is empty or longer than 200 characters',
  tooManyPhrases: 'At most 10 phrases',
  columns: 'A row has two columns: question,expect',
  unclosedQuote: 'A quoted field is not closed',
  tooMany: (max: number) => `A suite holds at most ${max.toLocaleString('en-US')} questions`,
  rows: (n: number) => `${n.toLocaleString('en-US')} row${n === 1 ? '' : 's'} cannot be imported`,
};
