import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/api-error.dto';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './admin-session.cookie';
import { AdminOnly } from './admin-session.guard';
import { AdminSessionService } from './admin-session.service';
import { AdminSessionStatusDto } from './dto/admin-session-status.dto';
import { CreateAdminSessionDto } from './dto/create-admin-session.dto';

@ApiTags('admin')
@Controller('admin/session')
export class AdminSessionController {
  constructor(private readonly sessions: AdminSessionService) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Logged in: sets the `admin_session` cookie (HttpOnly, SameSite=Strict, Path=/api, 24 hours).' })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS', 'INCORRECT_PASSWORD', 'RATE_LIMITED', 'ADMIN_LOGIN_DISABLED')
  async login(@Body() body: CreateAdminSessionDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const { token } = await this.sessions.login(body.password, request.ip, readSessionCookie(request));
    setSessionCookie(request, reply, token);
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @AdminOnly()
  @ApiOkResponse({ type: AdminSessionStatusDto })
  status(@Req() request: FastifyRequest): AdminSessionStatusDto {
    // AdminOnly set adminSession before this handler runs.
    return { authenticated: true, expiresAt: request.adminSession!.expiresAt.toISOString() };
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Logged out: the session is revoked on the server and the cookie cleared.' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.revoke(readSessionCookie(request));
    clearSessionCookie(request, reply);
  }
}
