import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-error.dto';
import { RateLimit } from '../common/rate-limit';
import { ReportDto, ReportQueryDto } from './dto/report.dto';
import { ReportLinksService } from './report-links.service';

/** The report page's one call: no session, the link is the key. Its headers: http-security.ts. */
@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reportLinks: ReportLinksService) {}

  @Get(':token')
  @Header('Cache-Control', 'no-store')
  @RateLimit('report')
  @ApiOperation({ description: "The figures of the link's influencer in the link's campaign, and nothing else; records the open." })
  @ApiParam({ name: 'token', description: 'The last segment of the report URL.' })
  @ApiOkResponse({ type: ReportDto })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS', 'REPORT_LINK_NOT_FOUND')
  report(@Param('token') token: string, @Query() query: ReportQueryDto): Promise<ReportDto> {
    return this.reportLinks.report(token, query);
  }

  /**
   * Anything else under /reports/: a token longer than a path parameter may be (Fastify's 100
   * characters) or with more segments. Refused as an unknown link, in the same rate limit, and never
   * echoed, as the route above refuses a malformed token (docs/report-links.md).
   */
  @Get('*')
  @Header('Cache-Control', 'no-store')
  @RateLimit('report')
  @ApiExcludeEndpoint()
  notAToken(@Param('*') path: string, @Query() query: ReportQueryDto): Promise<ReportDto> {
    return this.reportLinks.report(path, query);
  }
}
