import type { Type as ClassType } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const PAGE_SIZE_DEFAULT = 50;
export const LIST_PAGE_SIZE_MAX = 200;
const PAGE_MAX = 1_000_000;

export class ListQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PAGE_MAX)
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: LIST_PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(LIST_PAGE_SIZE_MAX)
  pageSize: number = PAGE_SIZE_DEFAULT;
}

export type Page<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
};

export function PageDto<T>(item: ClassType<T>): ClassType<Page<T>> {
  class PageOfItems implements Page<T> {
    @ApiProperty({ type: [item] })
    items: T[];

    @ApiProperty({ description: 'Rows in the whole list.' })
    total: number;

    @ApiProperty()
    page: number;

    @ApiProperty()
    pageSize: number;
  }
  Object.defineProperty(PageOfItems, 'name', { value: `${item.name.replace(/Dto$/, '')}PageDto` });
  return PageOfItems;
}
