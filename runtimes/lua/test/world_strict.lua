-- SPDX-License-Identifier: MIT
-- Stale ids: every call naming one answers false, nil, 0 or nothing by default, and raises
-- (pointing at the caller) in a strict world; contains never raises. Then pivots by hand,
-- argument errors, and a warm game frame that allocates nothing.
local hitmask = require("hitmask")

-- Each call naming `id` (and `live` as the other of a pair), with what a default world
-- answers, as one comparable string.
local function stale_calls(world, id, live, shape, frame)
    return {
        move = function() return world:move(id, 1, 1) end,
        move_many = function() return world:move_many({live, id}, {0, 0, 1, 1}) end,
        set_frame = function() return world:set_frame(id, frame) end,
        set_mask = function() return world:set_mask(id, shape.mask) end,
        set_mask_origin = function() return world:set_mask(id, shape.mask, 1, 2) end,
        remove = function() return world:remove(id) end,
        set_layers = function() return world:set_layers(id, 1, 1) end,
        layers = function() return world:layers(id) end,
        set_user_data = function() return world:set_user_data(id, "x") end,
        user_data = function() return world:user_data(id) end,
        mask = function() return world:mask(id) end,
        position = function() return world:position(id) end,
        origin = function() return world:origin(id) end,
        collisions_of = function() return #world:collisions_of(id) end,
        overlap_area = function() return world:overlap_area(live, id) end,
        first_contact = function() return world:first_contact(id, live) end,
        separation = function()
            local s = world:separation(live, id)
            return s.left + s.right + s.up + s.down + s.push_x + s.push_y
        end,
        query = function() return #world:query(shape.mask, 0, 0, nil, id) end,
        query_point = function() return #world:query_point(0, 0, nil, id) end,
        query_rect = function() return #world:query_rect(0, 0, 9, 9, nil, id) end,
        query_segment = function() return world:query_segment(-9, 0, 9, 0, nil, id) end,
    }
end

local DEFAULT = {move = "false", move_many = "1", set_frame = "false", set_mask = "false", set_mask_origin = "false",
                 remove = "false", set_layers = "false", layers = "nil", set_user_data = "false",
                 user_data = "nil", mask = "nil", position = "nil", origin = "nil",
                 collisions_of = "0", overlap_area = "0", first_contact = "nil", separation = "0",
                 query = "1", query_point = "1", query_rect = "1", query_segment = "0"}

return function(t, shapes, frames)
    local shape, frame = shapes[1], frames[1].frame
    for _, strict in ipairs({false, true}) do
        local world = hitmask.world{cell_size = 16, strict = strict}
        local full = hitmask.mask(4, 4)
        for y = 0, 3 do
            for x = 0, 3 do
                full:set(x, y)
            end
        end
        local live = world:add(full, -2, -2)
        local gone = world:add(full, 0, 0)
        world:remove(gone)
        t:same(world:contains(gone), false, "contains never raises")
        for name, call in pairs(stale_calls(world, gone, live, {mask = full}, frame)) do
            local where = ("%s world:%s"):format(strict and "strict" or "default", name)
            if strict then
                local ok, message = pcall(function() call() end)
                local method = name == "set_mask_origin" and "set_mask" or name
                t:same(not ok and message:match("^[^:]*world_strict%.lua:%d+: hitmask: world:" .. method ..
                                                 ": stale world id ") ~= nil and
                           message:find("is not live", 1, true) ~= nil, true,
                       where .. " raises at the call (" .. tostring(message) .. ")")
            else
                t:same(tostring(call()), DEFAULT[name], where)
            end
        end
    end

    -- Pivots by hand: a frame with origin (-40, -7) at pivot (100, 50) has its top-left at
    -- (140, 57); another frame keeps the pivot; set_mask keeps pivot and origin.
    local world = hitmask.world()
    local file = frames[1].frame.file
    local id = world:add_frame(file.frames[1], 100, 50)
    local ox, oy = world:origin(id)
    t:same(ox .. "," .. oy, file.frames[1].origin.x .. "," .. file.frames[1].origin.y, "origin")
    local probe = hitmask.mask(1, 1)
    probe:set(0, 0)
    local first = file.frames[1]:mask()
    local fx, fy
    for y = 0, first.height - 1 do
        for x = 0, first.width - 1 do
            if not fx and first:get(x, y) then
                fx, fy = x, y
            end
        end
    end
    t:same(t.list(world:query(probe, 100 - ox + fx, 50 - oy + fy)), tostring(id), "pivot placement")
    world:set_frame(id, file.frames[#file.frames])
    t:same(t.point(world:position(id)), "100,50", "set_frame keeps the pivot")
    world:set_mask(id, probe)
    t:same(t.point(world:origin(id)), t.point(file.frames[#file.frames].origin.x,
                                             file.frames[#file.frames].origin.y), "set_mask keeps O")

    t:raises("no channel named", "unknown channel", function() return file.frames[1]:mask("nope") end)
    t:raises("out of range", "channel index", function() return file.frames[1]:mask(99) end)
    t:raises("a file's mask cannot be changed", "read-only", function() return first:set(0, 0) end)
    t:raises("hitmask: ", "bad cell size", function() return hitmask.world{cell_size = 0} end)
    t:same(hitmask.world(16):cell_size() .. hitmask.world():cell_size(), "1664", "cell sizes")
    t:raises("hitmask: ", "negative size", function() return hitmask.mask(-1, 3) end)

    -- A file from its bytes is the file from its path; refusals raise the reader's words.
    local path = file.path
    local stream = assert(io.open(path, "rb"))
    local bytes = stream:read("*a")
    stream:close()
    local again = hitmask.load_string(bytes)
    t:same(#again.frames .. table.concat(again.channels, ","),
           #file.frames .. table.concat(file.channels, ","), "load_string")
    t:same(again.frames[1]:mask():count(), first:count(), "load_string mask")
    t:raises("cannot open", "missing file", function() return hitmask.load(path .. ".none") end)
    t:raises("too short for an HMSK header", "one byte", function() return hitmask.load_string("x") end)
    t:raises("too few", "short RGBA", function() return hitmask.mask_from_rgba("abc", 2, 2) end)
    local rgba = hitmask.mask_from_rgba(("\0\0\0\255\0\0\0\127"):rep(2), 2, 2)
    t:same(tostring(rgba:get(0, 0)) .. tostring(rgba:get(1, 0)) .. rgba:count(), "truefalse2",
           "RGBA alpha above 127")
    t:same(type(hitmask.version) == "string" and hitmask.version:match("^%d+%.%d+%.%d+$") ~= nil,
           true, "version")

    require("world_warm")(t, shapes)
end
