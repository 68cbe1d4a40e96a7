-- SPDX-License-Identifier: MIT
-- A World of about 1,000 entries over 25 rounds of random changes (moves one by one and
-- in bulk, frame and mask changes, layers, removals, additions into reused slots, calls
-- with stale ids), each round checked in full against oracle.lua.
local hitmask = require("hitmask")
local oracle = require("oracle")

local random = math.random
local LAYERS = {1, 2, 4, 3, 0x80000000, 0xFFFFFFFF}
local COLLIDES = {0xFFFFFFFF, 0xFFFFFFFF, 0, 1, 2, 6, 0x80000001}
local SPAN = 700

local function slot(id)
    return id % 1048576
end

return function(t, shapes, frames)
    local world = hitmask.world{cell_size = 32}
    local entries, order = {}, {} -- id -> oracle entry; live ids
    local used, freed, next_slot, stale = {}, {}, 0, {}

    local function place()
        if random() < 0.02 then
            return random(-2000000000, 2000000000), random(-SPAN, SPAN)
        end
        return random(-SPAN, SPAN), random(-SPAN, SPAN)
    end

    local function add()
        local x, y = place()
        local user = ({"a string", {n = 1}, 42, false})[random(4)]
        local id, e
        local pick = random(3)
        if pick == 1 then
            local shape = shapes[random(#shapes)]
            id = world:add(shape.mask, x, y, user)
            e = {mask = shape.grid, object = shape.mask, ox = 0, oy = 0}
        elseif pick == 2 then -- by a pivot of our own, inside the mask or not
            local shape, ox, oy = shapes[random(#shapes)], random(-20, 80), random(-20, 80)
            id = world:add(shape.mask, x, y, user, ox, oy)
            e = {mask = shape.grid, object = shape.mask, ox = ox, oy = oy}
        else
            local f = frames[random(#frames)]
            id = world:add_frame(f.frame, x, y, f.channel, user)
            e = {mask = f.grid, object = f.frame:mask(f.channel), ox = f.ox, oy = f.oy}
        end
        t:same(used[id], nil, "a fresh id")
        local want_slot = table.remove(freed, 1) or next_slot
        next_slot = math.max(next_slot, want_slot + 1)
        t:same(slot(id), want_slot, "the oldest freed slot first")
        e.id, e.px, e.py, e.layers, e.collides, e.user = id, x, y, 1, 0xFFFFFFFF, user
        used[id], entries[id] = true, e
        order[#order + 1] = id
    end

    local function any_live()
        return order[random(#order)]
    end

    local function any_stale()
        return stale[random(#stale)] or 0xFFFFFFF0
    end

    local function remove_at(index)
        local id = order[index]
        t:same(world:remove(id), true, "remove")
        entries[id] = nil
        order[index] = order[#order]
        order[#order] = nil
        stale[#stale + 1] = id
        freed[#freed + 1] = slot(id)
    end

    local function change()
        for _ = 1, 40 do
            local id, x, y = any_live(), place()
            t:same(world:move(id, x, y), true, "move")
            entries[id].px, entries[id].py = x, y
        end
        local ids, xy, live_count = {}, {}, 0
        for i = 1, 100 do
            ids[i] = i % 25 == 0 and any_stale() or any_live()
            xy[2 * i - 1], xy[2 * i] = place()
            if entries[ids[i]] then
                entries[ids[i]].px, entries[ids[i]].py = xy[2 * i - 1], xy[2 * i]
                live_count = live_count + 1
            end
        end
        t:same(world:move_many(ids, xy), live_count, "move_many")
        for _ = 1, 10 do
            local id, f = any_live(), frames[random(#frames)]
            t:same(world:set_frame(id, f.frame, f.channel), true, "set_frame")
            local e = entries[id]
            e.mask, e.object, e.ox, e.oy = f.grid, f.frame:mask(f.channel), f.ox, f.oy
            local shape, other = shapes[random(#shapes)], entries[any_live()]
            t:same(world:set_mask(other.id, shape.mask), true, "set_mask")
            other.mask, other.object = shape.grid, shape.mask
            shape, other = shapes[random(#shapes)], entries[any_live()]
            local ox, oy = random(-20, 80), random(-20, 80)
            t:same(world:set_mask(other.id, shape.mask, ox, oy), true, "set_mask with an origin")
            other.mask, other.object, other.ox, other.oy = shape.grid, shape.mask, ox, oy
            local layered = entries[any_live()]
            layered.layers, layered.collides = LAYERS[random(#LAYERS)], COLLIDES[random(#COLLIDES)]
            t:same(world:set_layers(layered.id, layered.layers, layered.collides), true, "layers")
        end
        for _ = 1, 22 do
            remove_at(random(#order))
        end
        for _ = 1, 22 do
            add()
        end
        local gone = any_stale() -- stale ids change nothing and answer false or nil
        t:same(world:move(gone, 0, 0) or world:remove(gone) or world:set_layers(gone, 1, 1) or
               world:set_mask(gone, shapes[1].mask) or world:contains(gone), false, "stale id")
        t:same(t.point(world:position(gone)), "nil", "stale position")
    end

    for _ = 1, 1000 do
        add()
    end
    local previous = {}
    for round = 1, 25 do
        local r = "round " .. round
        change()
        local live = {}
        for i, id in ipairs(order) do
            live[i] = entries[id]
        end
        t:same(world:size(), #live, r .. " size")
        local by_slot = {}
        for i, id in ipairs(order) do
            by_slot[i] = id
        end
        table.sort(by_slot, function(a, b) return slot(a) < slot(b) end)
        t:same(t.list(world:ids()), t.list(by_slot), r .. " ids in slot order")
        for _ = 1, 100 do
            local e = live[random(#live)]
            t:same(t.point(world:position(e.id)), e.px .. "," .. e.py, r .. " position")
            t:same(t.point(world:origin(e.id)), e.ox .. "," .. e.oy, r .. " origin")
            t:same(t.point(world:layers(e.id)), e.layers .. "," .. e.collides, r .. " layers")
            t:same(world:user_data(e.id), e.user, r .. " user data")
            t:same(world:mask(e.id), e.object, r .. " mask")
        end
        local pairs_now = oracle.pairs(live)
        local got = {}
        for i, p in ipairs(world:collisions()) do
            got[i] = p[1] .. "-" .. p[2]
        end
        local want = {}
        for i, p in ipairs(pairs_now) do
            want[i] = p[1] .. "-" .. p[2]
        end
        t:same(t.list(got), t.list(want), r .. " collisions (" .. #want .. ")")
        got, want = {}, {}
        for i, e in ipairs(world:step()) do
            got[i] = e.first .. "-" .. e.second .. " " .. e.phase
        end
        for i, e in ipairs(oracle.events(previous, pairs_now)) do
            want[i] = e[1] .. "-" .. e[2] .. " " .. e[3]
        end
        t:same(t.list(got), t.list(want), r .. " events (" .. #want .. ")")
        previous = pairs_now
        require("world_queries_check")(t, world, live, entries, shapes, pairs_now, any_stale, r)
    end
    print(("world: %d answers, %d entries, %d ids handed out"):format(t.checked, world:size(),
                                                                      next_slot + #stale))
end
