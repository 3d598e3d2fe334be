import type { Tokens } from './auth';
import type { ServerConfig } from '../config';
import type { Db, Store } from './store';
import type { Outbox } from './mail';
import type { LinkSigner } from './links';
import type { Limits } from './limits';
import type { PasswordHasher } from './passwords';
import type { WebBuild } from './web-build';

/** The shared services, built once by `buildServer` (with the areas' own: `domain/context.ts`). */
export interface Services {
  config: ServerConfig;
  /** The client under `db`, for the tests and scripts that look into a store directly. */
  store: Store;
  /** Every query of the server goes through here (README, "Queries"). */
  db: Db;
  tokens: Tokens;
  outbox: Outbox;
  build: WebBuild;
  links: LinkSigner;
  passwords: PasswordHasher;
  limits: Limits;
}
