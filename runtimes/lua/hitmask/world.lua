-- SPDX-License-Identifier: MIT
-- hitmask.world: a broad phase of masks placed by their pivots, over hm_world_*: adding,
-- moving, filtering and reading entries. Pairs, events and queries: world_queries.lua.
local ffi = require("ffi")

local INVALID = 0xFFFFFFFF
local floor = math.floor

return function(private)
    local C, scratch = private.C, private.scratch
    private.sources[debug.getinfo(1, "S").source] = true
    local World = {}
    World.__index = World
    local layers_out, collides_out = ffi.new("uint32_t[1]"), ffi.new("uint32_t[1]")

    -- In strict mode, raises unless `id` is live; true when it is.
    local function live(self, id, what)
        if C.hm_world_contains(self.ptr, id) ~= 0 then
            return true
        end
        if self.strict then
            private.raise(("hitmask: world:%s: stale world id %s (0x%08x): the id is not live")
                              :format(what, tostring(id), id))
        end
        return false
    end

    -- After a refused call: false, or in strict mode a raise when the id is not live.
    local function refused(self, id, what)
        if self.strict then
            live(self, id, what)
        end
        return false
    end

    -- x, y from a getter of the C API (position, origin); nil when the id is not live.
    local function point(self, get, id, what)
        if get(self.ptr, id, scratch.x, scratch.y) ~= 0 then
            return scratch.x[0], scratch.y[0]
        end
        refused(self, id, what)
        return nil
    end

    -- A new world: hitmask.world{cell_size = 64, strict = false} (or hitmask.world(64)).
    -- cell_size is about a typical mask's size; strict makes every call naming an id that
    -- is not live raise.
    local function new(options)
        if type(options) ~= "table" then
            options = {cell_size = options}
        end
        local ptr = C.hm_world_new(options.cell_size or 64)
        if ptr == nil then
            private.raise_last()
        end
        local self = setmetatable({ptr = ffi.gc(ptr, C.hm_world_free), strict = not not options.strict,
                                   user = {}, masks = {}}, World)
        -- Buffers the calls fill; grown (never shrunk) when a call needs more.
        local function buffer(ctype)
            return {data = ffi.new(ctype, 64), capacity = 64, ctype = ctype}
        end
        self.id_buffer, self.pair_buffer = buffer("uint32_t[?]"), buffer("hm_pair[?]")
        self.contact_buffer, self.move_cap = buffer("hm_contact[?]"), 0
        return self
    end

    -- The id of a new entry, or raises the library's reason (out of memory, too many).
    local function added(self, id, mask, user)
        if id == INVALID then
            private.raise_last()
        end
        self.masks[id] = mask
        self.user[id] = user
        return id
    end

    -- Adds `mask` with its top-left at (x, y) (its origin 0, 0); `user` is any Lua value.
    -- With an origin (the pivot's place in the mask's pixels), (x, y) is the pivot.
    function World:add(mask, x, y, user, origin_x, origin_y)
        if origin_x or origin_y then
            return added(self, C.hm_world_add_origin(self.ptr, mask.ptr, floor(origin_x or 0),
                                                     floor(origin_y or 0), floor(x), floor(y)),
                         mask, user)
        end
        return added(self, C.hm_world_add(self.ptr, mask.ptr, floor(x), floor(y)), mask, user)
    end

    -- Adds a frame's mask of `channel` (name or 1-based index; nil: the first) with the
    -- frame's origin, its pivot at (x, y).
    function World:add_frame(frame, x, y, channel, user)
        local index = private.channel_index(frame.file, channel)
        return added(self, C.hm_world_add_frame(self.ptr, frame.file.ptr, frame.index - 1, index,
                                                floor(x), floor(y)), frame:mask(index + 1), user)
    end

    -- Moves an entry's pivot to (x, y). False (or raises, strict) when the id is not live.
    function World:move(id, x, y)
        return C.hm_world_move(self.ptr, id, floor(x), floor(y)) ~= 0 or refused(self, id, "move")
    end

    -- Moves count entries at once: ids[i] to xy[2i - 1], xy[2i] (count: #ids). Returns how
    -- many were live and moved; strict, raises for the first that was not (after moving the
    -- others).
    function World:move_many(ids, xy, count)
        count = count or #ids
        if count > self.move_cap then
            self.move_cap = math.max(count, 2 * self.move_cap)
            self.move_ids = ffi.new("uint32_t[?]", self.move_cap)
            self.move_xy = ffi.new("int32_t[?]", 2 * self.move_cap)
        end
        local move_ids, move_xy = self.move_ids, self.move_xy
        for i = 1, count do
            move_ids[i - 1] = ids[i]
            move_xy[2 * i - 2], move_xy[2 * i - 1] = floor(xy[2 * i - 1]), floor(xy[2 * i])
        end
        local moved = tonumber(C.hm_world_move_many(self.ptr, move_ids, move_xy, count))
        if moved < 0 then
            private.raise_last()
        end
        if moved < count and self.strict then
            for i = 1, count do
                live(self, ids[i], "move_many")
            end
        end
        return moved
    end

    -- Gives an entry a frame's mask and origin; its pivot stays where it is.
    function World:set_frame(id, frame, channel)
        local index = private.channel_index(frame.file, channel)
        if C.hm_world_set_frame(self.ptr, id, frame.file.ptr, frame.index - 1, index) == 0 then
            return refused(self, id, "set_frame")
        end
        self.masks[id] = frame:mask(index + 1)
        return true
    end

    -- Gives an entry another mask; its pivot and origin stay. With an origin, the entry
    -- takes that origin and keeps its pivot, as set_frame does.
    function World:set_mask(id, mask, origin_x, origin_y)
        local done
        if origin_x or origin_y then
            done = C.hm_world_set_mask_origin(self.ptr, id, mask.ptr, floor(origin_x or 0),
                                              floor(origin_y or 0))
        else
            done = C.hm_world_set_mask(self.ptr, id, mask.ptr)
        end
        if done == 0 then
            return refused(self, id, "set_mask")
        end
        self.masks[id] = mask
        return true
    end

    -- Removes an entry; its id goes stale for good.
    function World:remove(id)
        if C.hm_world_remove(self.ptr, id) == 0 then
            return refused(self, id, "remove")
        end
        self.masks[id], self.user[id] = nil, nil
        return true
    end

    -- The layer bits an entry is on and those it collides with (collides_with: all by
    -- default). Two entries collide when each one's layers meet the other's collides_with.
    function World:set_layers(id, layers, collides_with)
        return C.hm_world_set_layers(self.ptr, id, layers, collides_with or INVALID) ~= 0 or
                   refused(self, id, "set_layers")
    end

    -- layers, collides_with of an entry; nil when the id is not live.
    function World:layers(id)
        if C.hm_world_layers(self.ptr, id, layers_out, collides_out) ~= 0 then
            return layers_out[0], collides_out[0]
        end
        refused(self, id, "layers")
        return nil
    end

    -- Attaches any Lua value to an entry (kept in a Lua table; the C side never sees it).
    function World:set_user_data(id, value)
        if not live(self, id, "set_user_data") then
            return false
        end
        self.user[id] = value
        return true
    end

    -- What the world's Lua table `name` holds for an entry; nil when none or not live
    -- (strict: raises when not live).
    local function held(self, name, id)
        local value = self[name][id]
        if value == nil and self.strict then
            live(self, id, name == "user" and "user_data" or "mask")
        end
        return value
    end

    -- The value set_user_data (or add's `user`) attached; nil when none or not live.
    function World:user_data(id)
        return held(self, "user", id)
    end

    -- The mask object an entry uses (the one given to add or set_mask, or the frame's).
    function World:mask(id)
        return held(self, "masks", id)
    end

    -- An entry's pivot: x, y; nil when the id is not live.
    function World:position(id)
        return point(self, C.hm_world_position, id, "position")
    end

    -- An entry's origin (its pivot in its mask's pixels): x, y; nil when not live.
    function World:origin(id)
        return point(self, C.hm_world_origin, id, "origin")
    end

    -- Whether `id` names a live entry (never raises).
    function World:contains(id)
        return C.hm_world_contains(self.ptr, id) ~= 0
    end

    -- The number of live entries.
    function World:size()
        return tonumber(C.hm_world_size(self.ptr))
    end

    function World:cell_size()
        return C.hm_world_cell_size(self.ptr)
    end

    function World:__tostring()
        return ("hitmask world (%d entries%s)"):format(self:size(), self.strict and ", strict" or "")
    end

    require("hitmask.world_queries")(World, private, live, refused)
    return new
end
