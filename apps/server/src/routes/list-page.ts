import type { FastifyReply } from 'fastify';

/** One page of a list answer: the rows, with the total in X-Count and the page count in X-Pages. */
export const sendListPage = <T>(reply: FastifyReply, page: { rows: T[]; count: number; pages: number }) =>
  reply.header('x-count', String(page.count)).header('x-pages', String(page.pages)).send(page.rows);
