# Appends one line per run of a mask command, so the install check can count rebuilds.
file(APPEND "${LOG}" "${WHAT}\n")
