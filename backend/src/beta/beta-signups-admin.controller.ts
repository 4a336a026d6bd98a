import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../admin';
import { ApiErrors } from '../common/api-error.dto';
import { ListQueryDto, type Page } from '../common/list-query.dto';
import { BetaService } from './beta.service';
import { type BetaSignupDto, BetaSignupPageDto } from './dto/beta-signup.dto';

@ApiTags('admin')
@Controller('admin/beta-signups')
@AdminOnly()
export class BetaSignupsAdminController {
  constructor(private readonly betaService: BetaService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: BetaSignupPageDto, description: 'Newest first.' })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  list(@Query() { page, pageSize }: ListQueryDto): Promise<Page<BetaSignupDto>> {
    return this.betaService.list(page, pageSize);
  }
}
