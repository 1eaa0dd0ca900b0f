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
    // The message is only logged (docs/product.md); a real backend would email the landlord.
    context.log(`[CampusNest] Contact form for ${property.name}: ${JSON.stringify(input)}`);
    return { ok: true, errors: [] };
  },
};
