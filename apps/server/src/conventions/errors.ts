import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WpErrorBody } from '@campus/api-client';

/** A failure answered with WordPress's REST error body `{code, message, data: {status}}`. */
export class WpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Headers the answer carries (a 503's `Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): WpErrorBody {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.extra } };
  }
}

export const noRoute = (): WpErrorBody => ({
  code: 'rest_no_route',
  message: 'No route was found matching the URL and request method.',
  data: { status: 404 },
});

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** The top-level parameter an Ajv issue is about, as WordPress names it in `data.params`. */
function parameterOf(issue: ValidationIssue, context: string | undefined): string {
  const missing = (issue.params as { missingProperty?: string }).missingProperty;
  const path = issue.instancePath.replace(/^\//, '').split('/');
  if (path[0]) return path[0];
  if (missing) return missing;
  const additional = (issue.params as { additionalProperty?: string }).additionalProperty;
  return additional ?? context ?? 'body';
}

/** `/user/address` → `user[address]`, the way WordPress names a property inside a parameter. */
const wpPath = (instancePath: string) => {
  const [first = '', ...rest] = instancePath.replace(/^\//, '').split('/');
  return first + rest.map((part) => `[${part}]`).join('');
};

/**
 * WordPress's answers to bad arguments: every missing parameter in `rest_missing_callback_param`
 * (`data.params` a list), otherwise every invalid one in `rest_invalid_param` (`data.params` a map
 * of name to reason).
 */
export function validationError(issues: ValidationIssue[], context: string | undefined): WpError {
  const missing = [
    ...new Set(
      issues
        .filter((issue) => issue.keyword === 'required' && !issue.instancePath)
        .map((issue) => parameterOf(issue, context)),
    ),
  ];
  if (missing.length > 0) {
    return new WpError(
      400,
      'rest_missing_callback_param',
      `Missing parameter(s): ${missing.join(', ')}`,
      { params: missing },
    );
  }
  const params: Record<string, string> = {};
  for (const issue of issues) {
    const name = parameterOf(issue, context);
    const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || name;
    const missingProperty = (issue.params as { missingProperty?: string }).missingProperty;
    // A property missing inside an object parameter, worded as WordPress's rest_property_required.
    params[name] ??=
      issue.keyword === 'required' && missingProperty
        ? `${missingProperty} is a required property of ${wpPath(issue.instancePath)}.`
        : `${where} ${issue.message ?? 'is invalid'}.`;
  }
  return new WpError(
    400,
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    { params },
  );
}

export const invalidJson = (extra: Record<string, unknown> = {}) =>
  new WpError(400, 'rest_invalid_json', 'Invalid JSON body passed.', extra);

/** Failures Fastify meets before a route runs (a malformed path), answered the WordPress way. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const failure =
    error.code === 'FST_ERR_BAD_URL'
      ? new WpError(400, 'rest_invalid_path', 'The request path is not valid.')
      : new WpError(400, 'rest_invalid_request', 'The request is not valid.');
  void reply.status(failure.status).send(failure.toBody());
}

/**
 * Store failures that pass (a full disk, a locked or unreachable store), not a bad statement:
 * libSQL's, and PostgreSQL's classes 08 (connection), 53 (insufficient resources: disk, memory,
 * connections) and 57P01–57P03 (shutting down, cannot connect now).
 */
const STORE_UNAVAILABLE =
  /^(SQLITE_(FULL|READONLY|BUSY|LOCKED|IOERR|CANTOPEN|NOTADB|PROTOCOL)|SERVER_ERROR|HRANA_|ECONNREFUSED|ECONNRESET|ETIMEDOUT|08[0-9A-Z]{3}$|53[0-9A-Z]{3}$|57P0[1-3]$)/;

export function isStoreUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORE_UNAVAILABLE.test(code);
}

export const storeUnavailable = () =>
  new WpError(
    503,
    'rest_store_unavailable',
    'The site cannot reach its data right now. Please try again in a moment.',
    {},
    { 'retry-after': '5' },
  );

/**
 * Map every framework failure to the WordPress shape, so no bad input ever reaches a 500; a store
 * that is full or out of reach is a logged 503 with `Retry-After`, never a crash.
 */
export function installErrorHandler(
  app: FastifyInstance,
  onStoreUnavailable: () => void = () => undefined,
): void {
  app.setErrorHandler((error: FastifyError | WpError, request, reply) => {
    if (isStoreUnavailable(error)) {
      onStoreUnavailable();
      request.log.error({ err: error }, 'store unavailable');
      const failure = storeUnavailable();
      return reply.headers(failure.headers).status(503).send(failure.toBody());
    }
    if (error instanceof WpError) {
      return reply.headers(error.headers).status(error.status).send(error.toBody());
    }
    const code = error.code;
    if (error.validation) {
      return reply
        .status(400)
        .send(validationError(error.validation, error.validationContext).toBody());
    }
    if (
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.status(400).send(invalidJson().toBody());
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send(
          new WpError(413, 'rest_request_too_large', 'The request body is too large.').toBody(),
        );
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send(
          new WpError(
            415,
            'rest_invalid_content_type',
            'The request content type is not supported.',
          ).toBody(),
        );
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error(error);
    // Framework messages name internals; the caller gets WordPress's words only.
    return reply
      .status(status)
      .send(
        status === 500
          ? new WpError(
              500,
              'internal_server_error',
              'There has been a critical error on this website.',
            ).toBody()
          : new WpError(status, 'rest_invalid_request', 'The request is not valid.').toBody(),
      );
  });
}
