import { normalizeIP } from '@better-auth/core/utils/ip';
import type { FastifyRequest } from 'fastify';

/**
 * The address limits and counts know a caller by: an IPv4 address whole, an IPv6 one by its /64,
 * the block one subscriber is given (whole IPv6 addresses let one home count a download 2^64
 * times). The same rule as better-auth's own limits, from its helper.
 */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip);
