import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-error.dto';
import { RateLimit } from '../common/rate-limit';
import { BetaService } from './beta.service';
import { BetaSignupCreatedDto } from './dto/beta-signup-created.dto';
import { CreateBetaSignupDto } from './dto/create-beta-signup.dto';

@ApiTags('beta')
@Controller('beta-signup')
export class BetaController {
  constructor(private readonly betaService: BetaService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('beta')
  @ApiCreatedResponse({ type: BetaSignupCreatedDto })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS', 'BETA_ALREADY_REGISTERED')
  async signUp(@Body() body: CreateBetaSignupDto): Promise<BetaSignupCreatedDto> {
    await this.betaService.signUp(body.email);
    return { ok: true };
  }
}
