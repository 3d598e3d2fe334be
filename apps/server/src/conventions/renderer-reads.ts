import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The first screens' renderer reads the API in-process as a brand-new visitor would be answered,
 * and must leave no trace of one: no visitor cookie, no free lesson spent on a render that many
 * visitors share. Its reads carry this header with a value only this process knows, so no browser
 * can claim to be the renderer (first-screens.test.ts).
 */
const HEADER = 'x-campus-renderer';
const KEY = randomBytes(16).toString('hex');

export const rendererHeaders: Readonly<Record<string, string>> = { [HEADER]: KEY };

export const isRendererRead = (request: FastifyRequest): boolean => request.headers[HEADER] === KEY;
