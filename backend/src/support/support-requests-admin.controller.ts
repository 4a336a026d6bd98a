import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../admin/admin-session.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { Clock } from '../common/clock';
import { respondWithList } from '../common/csv';
import { ListQueryDto, type Page } from '../common/list-query.dto';
import { type SupportRequestDto, SupportRequestPageDto } from './dto/support-request.dto';
import { SupportService } from './support.service';

@ApiTags('admin')
@Controller('admin/support-requests')
@AdminOnly()
export class SupportRequestsAdminController {
  constructor(
    private readonly supportService: SupportService,
    private readonly clock: Clock,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: SupportRequestPageDto, description: 'Newest first; with `?format=csv`, every request as a CSV download.' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Page<SupportRequestDto> | string> {
    return respondWithList(
      query,
      reply,
      {
        page: (page, pageSize) => this.supportService.list(page, pageSize),
        all: () => this.supportService.all(),
        csvName: 'support-requests',
        csvColumns: ['createdAt', 'name', 'email', 'subject', 'category', 'priority', 'description', 'id'],
      },
      this.clock.now(),
    );
  }
}
