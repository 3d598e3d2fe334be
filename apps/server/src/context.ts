import type { Tokens } from './auth';
import type { ServerConfig } from './config';
import type { Store } from './db';
import type { Outbox } from './mail';
import type { LinkSigner } from './links';
import type { Limits } from './limits';
import type { PasswordHasher } from './passwords';
import type { TermCounter } from './routes/search';
import type { WebBuild } from './web';

/** What every route module needs, built once by `buildServer`. */
export interface Context {
  config: ServerConfig;
  store: Store;
  tokens: Tokens;
  outbox: Outbox;
  build: WebBuild;
  links: LinkSigner;
  passwords: PasswordHasher;
  limits: Limits;
  /** Searched terms, counted towards the popular ones. */
  terms: TermCounter;
}
