/** Response schemas shared by the routes: the envelope (docs/api.md), documented in the OpenAPI file. */
import { dataEnvelope, errorEnvelopeSchema } from '@fieldwatch/core';
import { z } from 'zod';

/** Every route may fail with the error envelope. */
export const errorResponses = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;

export const trueEnvelope = dataEnvelope(z.literal(true));

/** For routes behind `authenticate` (OpenAPI security requirement). */
export const bearer = [{ bearerAuth: [] }];
