-- SPDX-License-Identifier: MIT
-- The World's questions (pairs, contact events, queries, pair details) through the C
-- API's buffer forms: each call fills a buffer the world keeps, growing it when the call
-- says it needs more, so a game frame allocates nothing once warm when it passes `out`.
local ffi = require("ffi")

local INVALID = 0xFFFFFFFF
local ALL = 0xFFFFFFFF
local PHASES = {[0] = "began", "stayed", "ended"}
local floor = math.floor

return function(World, private, live, refused)
    local C, scratch = private.C, private.scratch
    private.sources[debug.getinfo(1, "S").source] = true

    -- The buffer forms in one shape, (world, buffer, capacity, arguments...), so that one
    -- function can call any of them and grow the buffer.
    local into = {
        collisions = function(world, out, capacity)
            return C.hm_world_collisions_into(world, out, capacity)
        end,
        step = function(world, out, capacity)
            return C.hm_world_step_into(world, out, capacity)
        end,
        entries = function(world, out, capacity)
            return C.hm_world_entries_into(world, out, capacity)
        end,
        collisions_of = function(world, out, capacity, id)
            return C.hm_world_collisions_of_into(world, id, out, capacity)
        end,
        query = function(world, out, capacity, mask, x, y, layers, exclude)
            return C.hm_world_query_mask_into(world, mask, x, y, layers, exclude, out, capacity)
        end,
        point = function(world, out, capacity, x, y, layers, exclude)
            return C.hm_world_query_point_into(world, x, y, layers, exclude, out, capacity)
        end,
        rect = function(world, out, capacity, x, y, width, height, layers, exclude)
            return C.hm_world_query_rect_into(world, x, y, width, height, layers, exclude, out,
                                              capacity)
        end,
    }

    -- Calls a buffer form with the world's `buffer` ({data, capacity, ctype}); when the
    -- call needs more room, grows the buffer and calls again (hm_world_step_into then hands
    -- over the events it held, without stepping twice). The count and the data.
    local function fill(self, buffer, call, a, b, c, d, e, f)
        local n = tonumber(call(self.ptr, buffer.data, buffer.capacity, a, b, c, d, e, f))
        if n > buffer.capacity then
            buffer.capacity = math.max(n, 2 * buffer.capacity)
            buffer.data = ffi.new(buffer.ctype, buffer.capacity)
            n = tonumber(call(self.ptr, buffer.data, buffer.capacity, a, b, c, d, e, f))
        end
        if n < 0 then
            private.raise_last()
        end
        return n, buffer.data
    end

    -- The pair and event tables each `out` table was given, kept here as well so that a
    -- shorter answer, which clears out's tail, does not throw them away.
    local spares = setmetatable({}, {__mode = "k"})

    -- The spare tables of `out`.
    local function spare_of(out)
        local spare = spares[out]
        if not spare then
            spare = {}
            spares[out] = spare
        end
        return spare
    end

    -- out[i] as a table to refill: its spare, or a new one.
    local function item(out, spare, i)
        local t = spare[i]
        if not t then
            t = {}
            spare[i] = t
        end
        out[i] = t
        return t
    end

    -- Clears out[n + 1] to out[old], what a longer earlier answer left.
    local function trim(out, n, old)
        for i = n + 1, old do
            out[i] = nil
        end
        return out
    end

    -- `out` (a new table when nil) holding the first n ids of `data`, nothing after.
    local function id_list(n, data, out)
        out = out or {}
        local old = #out
        for i = 1, n do
            out[i] = data[i - 1]
        end
        return trim(out, n, old)
    end

    -- The id to leave out of a query: nil for none; strict, a stale one raises.
    local function excluded(self, exclude, what)
        if exclude == nil then
            return INVALID
        end
        if self.strict then
            live(self, exclude, what)
        end
        return exclude
    end

    -- Fills `out` (a new table when nil) with one table per record a buffer form gives,
    -- each written by write(table, record), and clears what is left past the end.
    local function records(self, buffer, call, out, write)
        local n, data = fill(self, buffer, call)
        local spare = out and spare_of(out) or {}
        out = out or {}
        local old = #out
        for i = 1, n do
            write(item(out, spare, i), data[i - 1])
        end
        return trim(out, n, old)
    end

    local function write_pair(pair, record)
        pair[1], pair[2] = record.first, record.second
    end

    local function write_event(event, record)
        event.first, event.second, event.phase = record.first, record.second, PHASES[record.phase]
    end

    -- Every colliding pair {first, second}, first < second, sorted by id. Pass a table as
    -- `out` to have it (and the pair tables in it) refilled instead of new ones made.
    function World:collisions(out)
        return records(self, self.pair_buffer, into.collisions, out, write_pair)
    end

    -- Contact events since the last step, in slot order: {first=, second=, phase=} with
    -- phase "began", "stayed" or "ended". Call once per frame, after the moves. `out` as in
    -- collisions.
    function World:step(out)
        return records(self, self.contact_buffer, into.step, out, write_event)
    end

    -- The ids colliding with one entry now (layers included), in increasing id order.
    function World:collisions_of(id, out)
        local n, data = fill(self, self.id_buffer, into.collisions_of, id)
        if n == 0 then
            refused(self, id, "collisions_of")
        end
        return id_list(n, data, out)
    end

    -- Every live id, in slot order.
    function World:ids(out)
        local n, data = fill(self, self.id_buffer, into.entries)
        return id_list(n, data, out)
    end

    -- The ids whose solid pixels overlap `mask` with its top-left at (x, y), on one of
    -- `layers` (default all), but `exclude` (an id, or nil), in increasing id order.
    function World:query(mask, x, y, layers, exclude, out)
        exclude = excluded(self, exclude, "query")
        local n, data = fill(self, self.id_buffer, into.query, mask.ptr, floor(x), floor(y),
                             layers or ALL, exclude)
        return id_list(n, data, out)
    end

    -- The ids solid at pixel (x, y), as query.
    function World:query_point(x, y, layers, exclude, out)
        exclude = excluded(self, exclude, "query_point")
        local n, data = fill(self, self.id_buffer, into.point, floor(x), floor(y), layers or ALL,
                             exclude)
        return id_list(n, data, out)
    end

    -- The ids with a solid pixel in x <= px < x + width, y <= py < y + height, as query.
    function World:query_rect(x, y, width, height, layers, exclude, out)
        exclude = excluded(self, exclude, "query_rect")
        local n, data = fill(self, self.id_buffer, into.rect, floor(x), floor(y), floor(width),
                             floor(height), layers or ALL, exclude)
        return id_list(n, data, out)
    end

    -- The first solid pixel from (x0, y0) to (x1, y1), both ends included: id, x, y of the
    -- entry hit and the pixel; nil when nothing is hit.
    function World:query_segment(x0, y0, x1, y1, layers, exclude)
        exclude = excluded(self, exclude, "query_segment")
        local id = C.hm_world_query_segment(self.ptr, floor(x0), floor(y0), floor(x1), floor(y1),
                                            layers or ALL, exclude, scratch.x, scratch.y)
        if id == INVALID then
            return nil
        end
        return id, scratch.x[0], scratch.y[0]
    end

    -- Strict: raises when a or b is not live (after a call that found nothing).
    local function both_live(self, a, b, what)
        refused(self, a, what)
        refused(self, b, what)
    end

    -- The number of pixels solid in two entries as they lie now, whatever their layers.
    function World:overlap_area(a, b)
        local area = tonumber(C.hm_world_overlap_area(self.ptr, a, b))
        if area == 0 then
            both_live(self, a, b, "overlap_area")
        end
        return area
    end

    -- The topmost, then leftmost pixel solid in both, in world pixels: x, y; or nil.
    function World:first_contact(a, b)
        if C.hm_world_first_contact(self.ptr, a, b, scratch.x, scratch.y) ~= 0 then
            return scratch.x[0], scratch.y[0]
        end
        both_live(self, a, b, "first_contact")
        return nil
    end

    -- How far b must move to stop overlapping a, as Mask:separation; all 0 when they do not
    -- overlap or an id is not live (strict: raises).
    function World:separation(a, b, out)
        local s = scratch.separation
        if C.hm_world_separation(self.ptr, a, b, s) < 0 then
            both_live(self, a, b, "separation")
            ffi.fill(s, ffi.sizeof("struct hm_separation"))
        end
        return private.separation_table(s[0], out)
    end
end
