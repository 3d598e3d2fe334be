import type { Resource } from '@campus/api-client';

/**
 * Resources as lists show them, kept for the minute their links are minted in: a list answer
 * depends only on the row, on access and on that minute. One per server (`domain/context.ts`),
 * since each server signs with its own secret.
 */
export class ResourceListings {
  private minute = -1;
  private listed = new Map<string, Resource>();

  /** This minute's listings, emptied when the minute turns. */
  current(): Map<string, Resource> {
    const minute = Math.floor(Date.now() / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.listed = new Map();
    }
    return this.listed;
  }
}
