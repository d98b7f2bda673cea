import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readPaymentDetails, setPaymentDetails } from '../../services/store/payment-details';
import { paymentDetails, paymentDetailsInput } from '../../schemas/payment-details';

const admins = {
  tags: ['store'],
  security: [{ session: [] }],
  response: { 200: paymentDetails },
};

/**
 * Where shoppers paying ahead send the money: a bank account, the Monobank and PrivatBank cards,
 * the Revolut account. Shoppers see them with their orders (completion page, tracking, email),
 * so the store every page loads does not carry them; the owner and administrators set them here.
 */
export const paymentDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/store/payment-details',
    {
      config: { permission: 'payment-details.read' },
      schema: { ...admins, summary: 'The payment details (owner and administrators)' },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readPaymentDetails(app.db);
    },
  );

  app.put(
    '/store/payment-details',
    {
      config: { permission: 'payment-details.write' },
      schema: {
        ...admins,
        summary: 'Set the payment details (the owner)',
        description:
          'Every prepaid method, null for one without details (its orders then show no instructions). IBAN, card numbers (Luhn) and BIC are checked and stored without spaces; links must be https on the app’s own site.',
        body: paymentDetailsInput,
      },
    },
    async (request) => {
      await setPaymentDetails(app.db, request.body);
      return request.body;
    },
  );
};
