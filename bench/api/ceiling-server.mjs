// The ceiling: a bare Fastify route answering a fixed JSON body of a given size, in its own process
// like the real server, so "ratio to ceiling" compares Paddock with Fastify doing nothing else.
import Fastify from 'fastify';

const [port, bytes] = process.argv.slice(2).map(Number);
const filler = 'x'.repeat(Math.max(0, bytes - '{"items":""}'.length));
const body = JSON.stringify({ items: filler });
const app = Fastify({ logger: false });
app.get('/ceiling', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
