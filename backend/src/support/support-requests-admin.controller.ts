import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly } from '../admin';
import { ApiErrors } from '../common/api-error.dto';
import type { Page } from '../common/list-query.dto';
import { SupportRequestListQueryDto } from './dto/support-request-list-query.dto';
import { SupportMailParamsDto, SupportRequestParamsDto } from './dto/support-request-params.dto';
import { SupportRequestDto, SupportRequestPageDto } from './dto/support-request.dto';
import { UpdateSupportRequestDto } from './dto/update-support-request.dto';
import { SupportDeskService } from './support-desk.service';

@ApiTags('admin')
@Controller('admin/support-requests')
@AdminOnly()
export class SupportRequestsAdminController {
  constructor(private readonly desk: SupportDeskService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: SupportRequestPageDto, description: 'Newest first, filtered by `status` and `overdue`.' })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  list(@Query() { status, overdue, page, pageSize }: SupportRequestListQueryDto): Promise<Page<SupportRequestDto>> {
    return this.desk.list({ status, overdue }, page, pageSize);
  }

  @Patch(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: SupportRequestDto, description: 'The request as it is now; the change is recorded with this admin session and the time.' })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS', 'SUPPORT_REQUEST_NOT_FOUND')
  setStatus(@Param() { id }: SupportRequestParamsDto, @Body() { status }: UpdateSupportRequestDto, @Req() request: FastifyRequest): Promise<SupportRequestDto> {
    // AdminOnly has set adminSession on every request that gets here.
    return this.desk.setStatus(id, status, request.adminSession?.label ?? 'admin');
  }

  @Post(':id/mails/:kind/send-again')
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('Cache-Control', 'no-store')
  @ApiAcceptedResponse({ type: SupportRequestDto, description: 'The failed mail is queued again (the same Message-ID); the request as it is now.' })
  @ApiErrors('VALIDATION_FAILED', 'SUPPORT_REQUEST_NOT_FOUND', 'SUPPORT_MAIL_NOT_FAILED', 'SUPPORT_MAIL_MISSING', 'MAIL_NOT_CONFIGURED')
  sendAgain(@Param() { id, kind }: SupportMailParamsDto): Promise<SupportRequestDto> {
    return this.desk.sendAgain(id, kind);
  }
}
