import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../admin';
import { ApiErrors } from '../common/api-error.dto';
import { CreateReportLinkDto } from './dto/create-report-link.dto';
import { ReportLinkParamsDto } from './dto/report-link-params.dto';
import { CreatedReportLinkDto, ReportLinkDto } from './dto/report-link.dto';
import { ReportLinksService } from './report-links.service';

@ApiTags('admin')
@Controller('admin/report-links')
@AdminOnly()
export class ReportLinksAdminController {
  constructor(private readonly reportLinks: ReportLinksService) {}

  @Post()
  @Header('Cache-Control', 'no-store')
  @ApiCreatedResponse({ type: CreatedReportLinkDto, description: 'The URL is shown this once: only a hash of its token is stored.' })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  create(@Body() body: CreateReportLinkDto): Promise<CreatedReportLinkDto> {
    return this.reportLinks.create(body);
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: [ReportLinkDto], description: 'Every link that has not been revoked, expired ones included, newest first.' })
  list(): Promise<ReportLinkDto[]> {
    return this.reportLinks.list();
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Revoked: the link answers 404 from now on, on every API process.' })
  @ApiErrors('VALIDATION_FAILED', 'REPORT_LINK_NOT_FOUND')
  revoke(@Param() { id }: ReportLinkParamsDto): Promise<void> {
    return this.reportLinks.revoke(id);
  }
}
