import { contactMessageFields, contactMessageProblems } from '../../lib/contactMessage';
import { invalidInput, userError } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { simulateLatency } from '../latency';

export const contactMutations: Pick<MutationResolvers, 'submitContactForm'> = {
  async submitContactForm(_parent, { input }, context) {
    const problems = contactMessageProblems(input);
    const errors = contactMessageFields.flatMap((field) => {
      const problem = problems[field];
      return problem ? [invalidInput(field, problem)] : [];
    });
    if (errors.length > 0) return { ok: false, errors };

    const property = await (await context.catalog()).get(input.propertyId);
    if (!property) return { ok: false, errors: [userError('PROPERTY_NOT_FOUND', 'propertyId')] };

    await simulateLatency('submitContactForm');
    // Kept first, so a message the mail relay loses is still on record (the browser keeps none).
    await context.store.saveContactMessage(input, context.now());
    await context.mailer.sendContactMessage({ property, message: input });
    return { ok: true, errors: [] };
  },
};
