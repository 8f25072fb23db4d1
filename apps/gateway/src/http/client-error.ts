import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** pt-BR answers to requests Node cannot even parse (they never reach a route or the error filter). */
const messages = {
  400: 'Requisição inválida: o corpo chegou incompleto ou malformado.',
  408: 'A requisição demorou demais para chegar. Tente novamente.',
  431: 'Cabeçalhos da requisição grandes demais.',
} as const;

/**
 * Fastify's `clientErrorHandler`: a body shorter than its Content-Length, a broken request line,
 * headers over the limit or a request that never finishes arriving get the gateway's own error
 * shape, `{ message }` in pt-BR, instead of Fastify's English default.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ message: messages[status] });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
