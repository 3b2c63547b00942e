import { act, renderHook } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { z } from "zod"

import { listSearch, useListSearch } from "./list-search"

describe("listSearch", () => {
  const schema = listSearch({ site: z.number().int().optional() })

  it("takes paging, search and the screen's filters from the URL", () => {
    expect(schema.parse({ page: 2, size: 50, text: "acme", site: 3 })).toEqual({
      page: 2,
      size: 50,
      text: "acme",
      site: 3,
    })
    expect(schema.parse({})).toEqual({})
  })

  it("refuses a negative page and more than 100 rows", () => {
    expect(schema.safeParse({ page: -1 }).success).toBe(false)
    expect(schema.safeParse({ size: 101 }).success).toBe(false)
  })
})

describe("useListSearch", () => {
  type Search = { page?: number; size?: number; text?: string; site?: number }
  const setup = (initial: Search) =>
    renderHook(() => {
      const [search, setSearch] = useState<Search>(initial)
      return { search, list: useListSearch(search, setSearch) }
    })

  it("asks for page 0 of 25 rows unless the URL says otherwise", () => {
    const { result } = setup({})
    expect(result.current.list.paging).toEqual({
      page: 0,
      size: 25,
      text: undefined,
    })
    expect(result.current.list.table.pagination).toEqual({
      pageIndex: 0,
      pageSize: 25,
    })
  })

  it("goes back to the first page when the search or a filter changes", () => {
    const { result } = setup({ page: 3, size: 50, site: 1 })
    act(() => result.current.list.table.onSearchChange("north"))
    expect(result.current.search).toEqual({
      page: 0,
      size: 50,
      site: 1,
      text: "north",
    })
    act(() =>
      result.current.list.table.onPaginationChange({
        pageIndex: 4,
        pageSize: 50,
      })
    )
    act(() => result.current.list.filter("site", 2))
    expect(result.current.search).toMatchObject({ page: 0, site: 2 })
    act(() => result.current.list.table.onSearchChange(""))
    expect(result.current.search.text).toBeUndefined()
  })
})
