/**
 * Every answer the mock API gives during the browser tests, checked against the media types the
 * contract declares for its operation and status (the check the API tests make too:
 * packages/mock-api/test/media-types.ts). The mock servers of a file report here (`onAnswer`), and
 * every test fails on a problem found while it ran (support.ts), as it fails on a console error.
 */
import type { MockServerOptions } from '@permit-office/mock-api/server';
import { answerProblem } from '@permit-office/mock-api/server';

const problems: string[] = [];

/** The mock server's `onAnswer`: records each answer whose media type the contract does not declare. */
export const checkMediaType: NonNullable<MockServerOptions['onAnswer']> = (request, response, apiUrl) => {
  const problem = answerProblem(request, response, apiUrl);
  if (problem) problems.push(problem);
};

/** The problems found since the last call, and forgets them. */
export const takeMediaTypeProblems = (): string[] => problems.splice(0);
