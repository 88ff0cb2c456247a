import type { FastifySerializerCompiler } from 'fastify/types/schema';

/**
 * The serializer of a route whose answer a typed view function builds field by field
 * (toSummary, toSession, toPublicUser): `JSON.stringify`, without zod's check of the answer.
 *
 * The app's serializer (fastify-type-provider-zod) encodes every answer through its zod schema
 * before stringifying it. For an answer built from typed columns that check repeats what the types
 * already guarantee, and it copies every object: for a year of 500 sessions it cost about three
 * times the `JSON.stringify` itself and was the largest single cost of the read (decision 1506).
 * The route keeps its zod schema for its TypeScript types and the OpenAPI document; routes that
 * pass stored JSON or whole rows through keep the check (it also drops keys the schema does not name).
 */
export const typedViewSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
