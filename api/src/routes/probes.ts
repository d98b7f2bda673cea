import type { FastifyInstance } from 'fastify';
import { probeRoutes } from '@storefront/shared/observability';
import { readinessChecks } from '../services/health/health';

/**
 * The probes of an orchestrator or a balancer, beside /metrics and outside /api/v1 (the shell's
 * proxy forwards only /api/v1, so none of them reaches the public): `/livez` answers while the
 * process runs; `/readyz` answers 200 while the database answers a query, else 503 naming it.
 * `/api/v1/health` stays as it was, for what already reads it.
 */
export async function probesRoutes(app: FastifyInstance): Promise<void> {
  probeRoutes(app, readinessChecks(app.db));
}
