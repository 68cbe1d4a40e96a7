-- SPDX-License-Identifier: MIT
-- The World's questions (pairs, contact events, queries, pair details) through the C
-- API's buffer forms: each call fills a buffer the world keeps, growing it when the call
-- says it needs more, so a game frame allocates nothing once warm when it passes `out`.
local ffi = require("ffi")

local INVALID = 0xFFFFFFFF
local floor = math.floor
local ALL = 0xFFFFFFFF
local PHASES = {[0] = "began", "stayed", "ended"}

return function(World, private, checks)
    local C, scratch = private.C, private.scratch
    local stale, refused = checks.stale, checks.refused

    -- The capacity to grow a buffer of `have` to, so that it holds `need`.
    local function grown(have, need)
        return math.max(need, 2 * have)
    end

    local function grow_ids(self, need)
        self.id_cap = grown(self.id_cap, need)
        self.id_buf = ffi.new("uint32_t[?]", self.id_cap)
    end

    -- `out` (a new table when nil) holding the first n ids of the id buffer, nothing after.
    local function id_list(self, n, out)
        if n < 0 then
            private.raise_last(3)
        end
        out = out or {}
        local old, buf = #out, self.id_buf
        for i = 1, n do
            out[i] = buf[i - 1]
        end
        for i = n + 1, old do
            out[i] = nil
        end
        return out
    end

    -- The id to leave out of a query: nil for none; strict, a stale one raises.
    local function excluded(self, exclude, what)
        if exclude == nil then
            return INVALID
        end
        if self.strict and C.hm_world_contains(self.ptr, exclude) == 0 then
            stale(exclude, what, 3)
        end
        return exclude
    end

    -- Every colliding pair {first, second}, first < second, sorted by id. Pass a table as
    -- `out` to have it (and the pair tables in it) refilled instead of new ones made.
    function World:collisions(out)
        local n = tonumber(C.hm_world_collisions_into(self.ptr, self.pair_buf, self.pair_cap))
        if n > self.pair_cap then
            self.pair_cap = grown(self.pair_cap, n)
            self.pair_buf = ffi.new("hm_pair[?]", self.pair_cap)
            n = tonumber(C.hm_world_collisions_into(self.ptr, self.pair_buf, self.pair_cap))
        end
        if n < 0 then
            private.raise_last(2)
        end
        out = out or {}
        local old, buf = #out, self.pair_buf
        for i = 1, n do
            local pair = out[i]
            if type(pair) ~= "table" then
                pair = {}
                out[i] = pair
            end
            pair[1], pair[2] = buf[i - 1].first, buf[i - 1].second
        end
        for i = n + 1, old do
            out[i] = nil
        end
        return out
    end

    -- Contact events since the last step, in slot order: {first=, second=, phase=} with
    -- phase "began", "stayed" or "ended". Call once per frame, after the moves. `out` as in
    -- collisions.
    function World:step(out)
        local n = tonumber(C.hm_world_step_into(self.ptr, self.contact_buf, self.contact_cap))
        if n > self.contact_cap then -- the step is taken; its events wait for a bigger buffer
            self.contact_cap = grown(self.contact_cap, n)
            self.contact_buf = ffi.new("hm_contact[?]", self.contact_cap)
            n = tonumber(C.hm_world_step_into(self.ptr, self.contact_buf, self.contact_cap))
        end
        if n < 0 then
            private.raise_last(2)
        end
        out = out or {}
        local old, buf = #out, self.contact_buf
        for i = 1, n do
            local event, contact = out[i], buf[i - 1]
            if type(event) ~= "table" then
                event = {}
                out[i] = event
            end
            event.first, event.second, event.phase = contact.first, contact.second,
                                                     PHASES[contact.phase]
        end
        for i = n + 1, old do
            out[i] = nil
        end
        return out
    end

    -- The ids colliding with one entry now (layers included), in increasing id order.
    function World:collisions_of(id, out)
        local n = tonumber(C.hm_world_collisions_of_into(self.ptr, id, self.id_buf, self.id_cap))
        if n > self.id_cap then
            grow_ids(self, n)
            n = tonumber(C.hm_world_collisions_of_into(self.ptr, id, self.id_buf, self.id_cap))
        end
        if n == 0 then
            refused(self, id, "collisions_of")
        end
        return id_list(self, n, out)
    end

    -- Every live id, in slot order.
    function World:ids(out)
        local n = tonumber(C.hm_world_entries_into(self.ptr, self.id_buf, self.id_cap))
        if n > self.id_cap then
            grow_ids(self, n)
            n = tonumber(C.hm_world_entries_into(self.ptr, self.id_buf, self.id_cap))
        end
        return id_list(self, n, out)
    end

    -- The ids whose solid pixels overlap `mask` with its top-left at (x, y), on one of
    -- `layers` (default all), but `exclude` (an id, or nil), in increasing id order.
    function World:query(mask, x, y, layers, exclude, out)
        x, y = floor(x), floor(y)
        layers, exclude = layers or ALL, excluded(self, exclude, "query")
        local n = tonumber(C.hm_world_query_mask_into(self.ptr, mask.ptr, x, y, layers, exclude,
                                                      self.id_buf, self.id_cap))
        if n > self.id_cap then
            grow_ids(self, n)
            n = tonumber(C.hm_world_query_mask_into(self.ptr, mask.ptr, x, y, layers, exclude,
                                                    self.id_buf, self.id_cap))
        end
        return id_list(self, n, out)
    end

    -- The ids solid at pixel (x, y), as query.
    function World:query_point(x, y, layers, exclude, out)
        x, y = floor(x), floor(y)
        layers, exclude = layers or ALL, excluded(self, exclude, "query_point")
        local n = tonumber(C.hm_world_query_point_into(self.ptr, x, y, layers, exclude,
                                                       self.id_buf, self.id_cap))
        if n > self.id_cap then
            grow_ids(self, n)
            n = tonumber(C.hm_world_query_point_into(self.ptr, x, y, layers, exclude, self.id_buf,
                                                     self.id_cap))
        end
        return id_list(self, n, out)
    end

    -- The ids with a solid pixel in x <= px < x + width, y <= py < y + height, as query.
    function World:query_rect(x, y, width, height, layers, exclude, out)
        x, y, width, height = floor(x), floor(y), floor(width), floor(height)
        layers, exclude = layers or ALL, excluded(self, exclude, "query_rect")
        local n = tonumber(C.hm_world_query_rect_into(self.ptr, x, y, width, height, layers,
                                                      exclude, self.id_buf, self.id_cap))
        if n > self.id_cap then
            grow_ids(self, n)
            n = tonumber(C.hm_world_query_rect_into(self.ptr, x, y, width, height, layers, exclude,
                                                    self.id_buf, self.id_cap))
        end
        return id_list(self, n, out)
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
        if self.strict then
            if C.hm_world_contains(self.ptr, a) == 0 then
                stale(a, what, 3)
            end
            if C.hm_world_contains(self.ptr, b) == 0 then
                stale(b, what, 3)
            end
        end
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
            ffi.fill(s, ffi.sizeof("hm_separation"))
        end
        return private.separation_table(s[0], out)
    end
end
