import type { FastifyError, FastifyInstance } from 'fastify';
import type { WpErrorBody } from '@campus/api-client';

/** A failure answered with WordPress's REST error body `{code, message, data: {status}}`. */
export class WpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
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

/** Map every framework failure to the WordPress shape, so no bad input ever reaches a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | WpError, request, reply) => {
    if (error instanceof WpError) {
      return reply.status(error.status).send(error.toBody());
    }
    const code = error.code;
    if (error.validation) {
      const params: Record<string, string> = {};
      for (const issue of error.validation) {
        const key =
          (issue.params as { missingProperty?: string }).missingProperty ??
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        params[key || error.validationContext || 'body'] = issue.message ?? 'is invalid';
      }
      const missing = error.validation.some((issue) => issue.keyword === 'required');
      return reply.status(400).send({
        code: missing ? 'rest_missing_callback_param' : 'rest_invalid_param',
        message: missing
          ? `Missing parameter(s): ${Object.keys(params).join(', ')}`
          : `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
        data: { status: 400, params },
      });
    }
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (error instanceof SyntaxError)) {
      return reply.status(400).send({
        code: 'rest_invalid_json',
        message: 'Invalid JSON body passed.',
        data: { status: 400 },
      });
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({
        code: 'rest_request_too_large',
        message: 'The request body is too large.',
        data: { status: 413 },
      });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({
        code: 'rest_invalid_content_type',
        message: 'The request content type is not supported.',
        data: { status: 415 },
      });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.status(status).send({
      code: status === 500 ? 'internal_server_error' : 'rest_invalid_request',
      message: status === 500 ? 'There has been a critical error on this website.' : error.message,
      data: { status },
    });
  });
}
