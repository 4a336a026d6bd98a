import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../admin/admin-session.guard';
import { ApiErrors } from '../common/api-error.dto';
import { Clock } from '../common/clock';
import { respondWithList } from '../common/csv';
import { ListQueryDto, type Page } from '../common/list-query.dto';
import { BetaService } from './beta.service';
import { type BetaSignupDto, BetaSignupPageDto } from './dto/beta-signup.dto';

@ApiTags('admin')
@Controller('admin/beta-signups')
@AdminOnly()
export class BetaSignupsAdminController {
  constructor(
    private readonly betaService: BetaService,
    private readonly clock: Clock,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  // Each media type with its own body: @ApiProduces would describe the CSV as the JSON page, and the 400 as CSV.
  @ApiExtraModels(BetaSignupPageDto)
  @ApiOkResponse({
    description: 'Newest first; with `?format=csv`, every signup as a CSV download.',
    content: {
      'application/json': { schema: { $ref: getSchemaPath(BetaSignupPageDto) } },
      'text/csv': { schema: { type: 'string' } },
    },
  })
  @ApiErrors('VALIDATION_FAILED')
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Page<BetaSignupDto> | string> {
    return respondWithList(
      query,
      reply,
      {
        page: (page, pageSize) => this.betaService.list(page, pageSize),
        all: () => this.betaService.all(),
        csvName: 'beta-signups',
        csvColumns: ['createdAt', 'email', 'id'],
      },
      this.clock.now(),
    );
  }
}
