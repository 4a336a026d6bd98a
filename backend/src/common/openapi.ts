import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ADMIN_SESSION_COOKIE } from '../admin/admin-session.cookie';

/** The OpenAPI description at /api/docs (UI) and /api/docs-json (document). */
export function setupOpenApi(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Lineup website API')
      .setDescription('Beta signups, support requests, influencer tracking, admin sessions and analytics for the Lineup website.')
      .setVersion('1.0')
      .addCookieAuth(ADMIN_SESSION_COOKIE, { type: 'apiKey' }, ADMIN_SESSION_COOKIE)
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
