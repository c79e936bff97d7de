import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { OneLinePerRequest } from '../../server/app';

// README: development logs are one readable line per request, not two JSON entries.
describe('development request log', () => {
  it('writes one line per request: method, URL, status and time; errors with the error', () => {
    const info = vi.fn();
    const error = vi.fn();
    const controller = new OneLinePerRequest();
    const request = { method: 'GET', url: '/api/products?page=2' } as FastifyRequest;
    const reply = {
      statusCode: 200,
      elapsedTime: 14.4,
      log: { info, error },
    } as unknown as FastifyReply;

    controller.incomingRequest();
    controller.requestCompleted(undefined, request, reply);
    expect(info.mock.calls).toEqual([['GET /api/products?page=2 200 14 ms']]);

    const failure = new Error('boom');
    controller.requestCompleted(failure, request, { ...reply, statusCode: 500 } as FastifyReply);
    expect(error).toHaveBeenCalledWith({ err: failure }, 'GET /api/products?page=2 500 14 ms');
    expect(info).toHaveBeenCalledTimes(1);
  });
});
