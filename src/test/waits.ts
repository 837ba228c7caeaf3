/**
 * How long a test waits for what a person would see appear on screen: a component test's
 * `findBy*`/`waitFor` and an e2e page's locators. One number for every suite, sized for CI's
 * two cores kept busy by two test files at once (and for a hog beside them): a screen that
 * takes 2 s there takes 0.2 s on a quiet phone. A wait longer than this one says why where it
 * is written (an import of 4,000 rows, a service worker's first install).
 */
export const SCREEN_WAIT_MS = 15_000;

/**
 * A wait on work the page does in the background before a person sees its result: the service
 * worker's first install, the writes kept on the phone sent when the signal returns, Lu's answer.
 */
export const BACKGROUND_WAIT_MS = 2 * SCREEN_WAIT_MS;

/**
 * How long one test may take before it fails as hung: a journey takes 10–45 s on a quiet
 * machine, three times that with a hog beside CI's two cores; an integration test well under a
 * second, seconds for those that start processes or write thousands of rows.
 */
export const JOURNEY_TIMEOUT_MS = 180_000;
export const INTEGRATION_TEST_TIMEOUT_MS = 60_000;
