import { contactProblem } from '../../lib/contact';
import { invalidInput, userError } from '../errors';
import type { MutationResolvers, UserError } from '../generated/resolvers';
import { simulateLatency } from '../latency';

type Err = Omit<UserError, '__typename'>;

export const CONTACT_LIMITS = { name: 100, message: 2000 } as const;

export const contactMutations: Pick<MutationResolvers, 'submitContactForm'> = {
  async submitContactForm(_parent, { input }, context) {
    const errors: Err[] = [];
    const name = input.name.trim();
    const message = input.message.trim();
    if (name === '') errors.push(invalidInput('name', 'Please enter your name.'));
    else if (name.length > CONTACT_LIMITS.name) {
      errors.push(invalidInput('name', `Name must be at most ${CONTACT_LIMITS.name} characters.`));
    }
    const emailProblem = contactProblem('EMAIL', input.email);
    if (emailProblem) errors.push(invalidInput('email', emailProblem));
    const phoneProblem = contactProblem('PHONE', input.phone);
    if (phoneProblem) errors.push(invalidInput('phone', phoneProblem));
    if (message === '') errors.push(invalidInput('message', 'Please enter a message.'));
    else if (message.length > CONTACT_LIMITS.message) {
      errors.push(invalidInput('message', `Message must be at most ${CONTACT_LIMITS.message} characters.`));
    }
    if (errors.length > 0) return { ok: false, errors };

    const property = (await context.catalog()).get(input.propertyId);
    if (!property) return { ok: false, errors: [userError('PROPERTY_NOT_FOUND', 'propertyId')] };

    await simulateLatency('submitContactForm');
    // SPEC §7: the message is only logged; a real backend would email the landlord.
    context.log(`[CampusNest] Contact form for ${property.name}: ${JSON.stringify(input)}`);
    return { ok: true, errors: [] };
  },
};
