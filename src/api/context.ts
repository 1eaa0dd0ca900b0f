/** What every resolver receives: the store, the catalogue, and the clock and randomness to test with. */
import type { Catalog } from './data/catalogIndex';
import type { RandomFill } from './rules/otp';
import type { Store } from './store/store';

export interface ApiContext {
  store: Store;
  catalog: () => Promise<Catalog>;
  now: () => number;
  random?: RandomFill;
  /** Where the simulated backend "sends" codes and messages: the console in the app. */
  log: (message: string) => void;
}
