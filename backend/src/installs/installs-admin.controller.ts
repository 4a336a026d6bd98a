import { Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminOnly } from '../admin';
import { ApiErrors } from '../common/api-error.dto';
import { InstallImportParamsDto } from './dto/install-import-params.dto';
import { InstallImportQueryDto } from './dto/install-import-query.dto';
import { InstallImportDto } from './dto/install-import.dto';
import { InstallPreviewDto } from './dto/install-preview.dto';
import { InstallsThroughDto } from './dto/installs-through.dto';
import { INSTALL_FILE_FIELD, receivedFile } from './install-upload';
import { INSTALL_FILE_MAX_BYTES } from './install-store';
import { InstallsService } from './installs.service';

@ApiTags('admin')
@Controller('admin/installs')
@AdminOnly()
export class InstallsAdminController {
  constructor(private readonly installs: InstallsService) {}

  @Post('imports')
  @Header('Cache-Control', 'no-store')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    description: `One store file as downloaded (docs/api.md, "Installs"), at most ${INSTALL_FILE_MAX_BYTES} bytes.`,
    schema: { type: 'object', required: [INSTALL_FILE_FIELD], properties: { [INSTALL_FILE_FIELD]: { type: 'string', format: 'binary' } } },
  })
  @ApiOkResponse({ type: InstallPreviewDto, description: 'With dryRun=true: the preview, nothing stored. Without: this very file was imported before; nothing changed.' })
  @ApiCreatedResponse({ type: InstallPreviewDto, description: 'Applied: the import is stored, and counts for its days from now on.' })
  @ApiErrors(
    'VALIDATION_FAILED',
    'INSTALL_FILE_MISSING',
    'INSTALL_FILE_UNREADABLE',
    'INSTALL_FILE_COLUMNS_MISSING',
    'INSTALL_FILE_OTHER_APP',
    'INSTALL_ROW_UNREADABLE',
    'INSTALL_FILE_TOO_LARGE',
  )
  async import(@Query() { dryRun }: InstallImportQueryDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<InstallPreviewDto> {
    const file = await receivedFile(request, this.installs.reader());
    if (dryRun) {
      reply.status(HttpStatus.OK);
      return this.installs.preview(file);
    }
    const { preview, created } = await this.installs.apply(file);
    reply.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return preview;
  }

  @Get('imports')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: [InstallImportDto], description: 'Every import, newest first.' })
  list(): Promise<InstallImportDto[]> {
    return this.installs.list();
  }

  @Delete('imports/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Removed: for its days, the import before it counts again.' })
  @ApiErrors('VALIDATION_FAILED', 'INSTALL_IMPORT_NOT_FOUND')
  remove(@Param() { id }: InstallImportParamsDto): Promise<void> {
    return this.installs.remove(id);
  }

  @Get('through')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: InstallsThroughDto, description: "Each store's last reported day (YYYY-MM-DD), or null when it never reported one." })
  through(): Promise<InstallsThroughDto> {
    return this.installs.through();
  }
}
