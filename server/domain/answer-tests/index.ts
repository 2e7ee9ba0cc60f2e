/**
 * Test suites: does the assistant still answer what it should? A business keeps questions with what
 * a right answer must contain (or that it must decline or hand off), imports them from CSV or from
 * real conversations, and runs them through its own assistant on demand and after every change of its
 * knowledge (answer-tests.ts); a pure judge decides each answer (judge.ts), csv-tests.ts reads files.
 */
export * from './answer-tests.ts';
export * from './answer-tests-ports.ts';
export * from './csv-tests.ts';
export * from './judge.ts';
