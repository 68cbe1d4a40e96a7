-- SPDX-License-Identifier: MIT
-- The conformance suite's World sections, "events" and "queries": their ops applied to a
-- hitmask.world, then every event, position, origin and query answer compared.
local hitmask = require("hitmask")
local json = require("json")

local null = json.null

local function point_text(x, y)
    return x == nil and "nil" or (x .. "," .. tostring(y))
end

local function want_point(p)
    return (p == nil or p == null) and "nil" or (p[1] .. "," .. p[2])
end

local function exclude_of(query)
    return query.exclude ~= null and query.exclude or nil
end

return function(spec, mask_named, file_named, same)
    -- Applies one op as the suite spells it; ids the world hands out must be the core's.
    local function apply(world, op, where)
        local kind = op.op
        if kind == "add" then
            same(world:add(mask_named(op.mask), op.x, op.y), op.entry, where .. " add id")
        elseif kind == "add_frame" then
            local frame = file_named(op.file).frames[op.frame + 1]
            same(world:add_frame(frame, op.x, op.y, op.channel), op.entry, where .. " add_frame id")
        elseif kind == "move" then
            world:move(op.id, op.x, op.y)
        elseif kind == "set_frame" then
            world:set_frame(op.id, file_named(op.file).frames[op.frame + 1], op.channel)
        elseif kind == "set_mask" then
            world:set_mask(op.id, mask_named(op.mask))
        elseif kind == "set_layers" then
            world:set_layers(op.id, op.layers, op.collides_with)
        elseif kind == "remove" then
            world:remove(op.id)
        else
            error("unknown op " .. tostring(kind))
        end
    end

    local function list_text(list)
        return table.concat(list, " ")
    end

    local function check_query(world, q, where)
        local kind, layers, exclude = q.kind, q.layers, exclude_of(q)
        if kind == "point" then
            same(list_text(world:query_point(q.x, q.y, layers, exclude)), list_text(q.ids), where)
        elseif kind == "rect" then
            same(list_text(world:query_rect(q.x, q.y, q.width, q.height, layers, exclude)),
                 list_text(q.ids), where)
        elseif kind == "mask" then
            same(list_text(world:query(mask_named(q.mask), q.x, q.y, layers, exclude)),
                 list_text(q.ids), where)
        elseif kind == "segment" then
            local id, x, y = world:query_segment(q.from[1], q.from[2], q.to[1], q.to[2], layers,
                                                 exclude)
            local want = q.hit == null and "nil" or (q.hit.id .. " " .. q.hit.x .. "," .. q.hit.y)
            same(id and (id .. " " .. x .. "," .. y) or "nil", want, where)
        elseif kind == "collisions_of" then
            same(list_text(world:collisions_of(q.id)), list_text(q.ids), where)
        elseif kind == "separation" then
            local s = world:separation(q.a, q.b)
            same(list_text({s.left, s.right, s.up, s.down, s.push_x, s.push_y}),
                 list_text({q.left, q.right, q.up, q.down, q.push[1], q.push[2]}), where)
        else
            error("unknown query kind " .. tostring(kind))
        end
    end

    local events, steps = spec.events or {}, 0
    for number, case in ipairs(events) do
        local world = hitmask.world{cell_size = case.cell_size}
        for s, step in ipairs(case.steps) do
            local where = ("events %d step %d"):format(number, s)
            for i, op in ipairs(step.ops) do
                apply(world, op, where .. " op " .. i)
            end
            local got = world:step()
            same(#got, #step.events, where .. " event count")
            for i, want in ipairs(step.events) do
                local e = got[i] or {}
                local at = ("%s event %d"):format(where, i)
                same(e.first and (e.first .. "-" .. e.second .. " " .. e.phase) or "none",
                     want[1] .. "-" .. want[2] .. " " .. want[3], at)
                if e.first then
                    same(world:overlap_area(e.first, e.second), want[4], at .. " area")
                    same(point_text(world:first_contact(e.first, e.second)), want_point(want[5]),
                         at .. " contact")
                end
            end
            steps = steps + 1
        end
    end

    local queries, asked = spec.queries or {}, 0
    for number, case in ipairs(queries) do
        local world = hitmask.world{cell_size = case.cell_size}
        local where = "queries " .. number
        for i, op in ipairs(case.ops) do
            apply(world, op, where .. " op " .. i)
        end
        for _, p in ipairs(case.positions) do
            same(point_text(world:position(p[1])), p[2] .. "," .. p[3], where .. " position " .. p[1])
            same(point_text(world:origin(p[1])), p[4] .. "," .. p[5], where .. " origin " .. p[1])
        end
        same(world:size(), #case.positions, where .. " size")
        for i, q in ipairs(case.queries) do
            check_query(world, q, ("%s query %d (%s)"):format(where, i, q.kind))
            asked = asked + 1
        end
    end
    return (", %d event steps, %d queries%s"):format(steps, asked,
        (spec.events and spec.queries) and "" or "; NO events/queries sections in this suite")
end
