-- SPDX-License-Identifier: MIT
-- The Lua tests' tally: each answer compared, the first mismatches kept, a failing exit.
local checks = {}
checks.__index = checks

function checks.new()
    return setmetatable({checked = 0, wrong = {}, more = 0}, checks)
end

function checks:same(got, want, where)
    self.checked = self.checked + 1
    if got ~= want then
        if #self.wrong < 20 then
            local line = ("%s: got %s, expected %s"):format(where, tostring(got), tostring(want))
            self.wrong[#self.wrong + 1] = #line > 400 and line:sub(1, 400) .. "..." or line
        else
            self.more = self.more + 1
        end
    end
end

-- Raises unless f(...) raises a message containing `text`.
function checks:raises(text, where, f, ...)
    local ok, message = pcall(f, ...)
    self:same(not ok and tostring(message):find(text, 1, true) ~= nil, true,
              where .. " raises '" .. text .. "' (" .. tostring(message) .. ")")
end

function checks.list(values)
    local parts = {}
    for i = 1, #values do
        parts[i] = tostring(values[i])
    end
    return table.concat(parts, " ")
end

function checks.point(x, y)
    return x == nil and "nil" or (x .. "," .. tostring(y))
end

function checks:finish()
    print(("%d answers checked"):format(self.checked))
    if #self.wrong > 0 then
        print(table.concat(self.wrong, "\n"))
        if self.more > 0 then
            print(("... and %d more"):format(self.more))
        end
        os.exit(1)
    end
end

return checks
