import type { SendMailOptions } from 'nodemailer';
import { html, page } from '../mail';
import { ANSWER_PROMISE, RECEIPTS_PER_ADDRESS_PER_DAY } from './support-desk.rules';
import type { SupportMailKind, SupportMailSkipReason } from './support-mail.entity';
import type { SupportRequest } from './support-request.entity';

/** The same for every attempt, so that a retry after an uncertain send is recognisably the same mail. */
export function supportMessageId(requestId: string, kind: SupportMailKind, domain: string): string {
  return `<support-request.${requestId}.${kind}@${domain}>`;
}

export type SupportMailContext = {
  request: SupportRequest;
  supportEmail: string;
  domain: string;
  queuedAt: Date;
};

/** Names and addresses go only through nodemailer's address objects, which encode them for headers. */
export function teamMail({ request, supportEmail, domain, queuedAt }: SupportMailContext, receiptSkipped: SupportMailSkipReason | null): SendMailOptions {
  const facts: [string, string][] = [
    ['From', `${request.name} <${request.email}>`],
    ['Category', request.category],
    ['Priority', request.priority],
    ['Received', request.createdAt.toISOString()],
    ['Request id', request.id],
  ];
  if (receiptSkipped === 'receipt-limit') {
    facts.push(['Receipt', `not sent: this address already had ${RECEIPTS_PER_ADDRESS_PER_DAY} receipts in the last 24 hours`]);
  }
  const rows = facts.map(([label, value]) => html`<strong>${label}:</strong> ${value}<br />`);
  return {
    messageId: supportMessageId(request.id, 'team', domain),
    date: queuedAt,
    to: supportEmail,
    replyTo: { name: request.name, address: request.email },
    subject: `Support request (${request.priority}): ${request.subject}`,
    text: [...facts.map(([label, value]) => `${label}: ${value}`), '', request.description].join('\n'),
    html: page(
      html`<p>${rows}</p>
        <p style="white-space: pre-wrap">${request.description}</p>`,
    ),
  };
}

export function receiptMail({ request, supportEmail, domain, queuedAt }: SupportMailContext): SendMailOptions {
  const promise = `We received your support request and will get back to you within ${ANSWER_PROMISE}.`;
  const reply = `To add anything, reply to this email: it reaches our support team (${supportEmail}). Please keep the request id in your reply.`;
  const notYou = 'You get this email because this address was entered in the support form on our website. If that was not you, you can ignore it.';
  return {
    messageId: supportMessageId(request.id, 'receipt', domain),
    date: queuedAt,
    to: { name: request.name, address: request.email },
    replyTo: supportEmail,
    subject: `We received your support request (${request.id.slice(0, 8)})`,
    text: [`Hello ${request.name},`, '', promise, '', `Request id: ${request.id}`, `Subject: ${request.subject}`, '', reply, '', notYou].join('\n'),
    html: page(
      html`<p>Hello ${request.name},</p>
        <p>${promise}</p>
        <p><strong>Request id:</strong> ${request.id}<br /><strong>Subject:</strong> ${request.subject}</p>
        <p>${reply}</p>
        <p style="color: #666">${notYou}</p>`,
    ),
  };
}
