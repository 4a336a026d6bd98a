import { brand } from '../../config/brand';

/** Every word the beta form shows, with the messages of docs/product.md. */
export const BETA_COPY = {
  label: 'Email address',
  placeholder: 'you@example.com',
  submit: 'Join the Beta',
  submitting: 'Signing up...',
  privacyNote: 'One email when your invite is ready. No spam, unsubscribe anytime.',
  thankYou: {
    title: "You're on the list!",
    description: `Thanks for joining the ${brand.productName} beta. We'll email your invite as soon as a spot opens up, so you can check tomorrow's dawn patrol before you leave the house.`,
    close: 'Close',
  },
  alreadySignedUp: {
    title: 'Already signed up',
    description: 'This email has already been registered for the beta.',
  },
  failed: {
    title: 'Error',
    description: 'Failed to register for beta. Please try again later.',
  },
} as const;
