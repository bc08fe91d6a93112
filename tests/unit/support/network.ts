/**
 * The network the app's own checks meet in the tests (src/http/reachable.ts is mocked with this in
 * tests/setup.ts): it answers unless a test says otherwise. One module for every file of a worker
 * (they share their modules), so a test's word reaches the app's copy.
 */
let answers: (url?: string) => Promise<boolean> = async () => true;

export const testNetworkAnswers = (url?: string): Promise<boolean> => answers(url);

/** Whether the network answers from now on (true, false, or per address); tests/setup.ts puts true back. */
export function setTestNetwork(answer: boolean | ((url?: string) => boolean)): void {
  answers = async (url) => (typeof answer === 'boolean' ? answer : answer(url));
}
