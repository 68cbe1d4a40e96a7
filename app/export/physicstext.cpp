// SPDX-License-Identifier: MIT
#include "physicstext.h"

#include "shapes.h"

namespace hitmask {

QByteArray jsonString(const QString& text) {
    QByteArray out = "\"";
    for (const char c : text.toUtf8()) {
        if (c == '"' || c == '\\')
            out += QByteArray("\\") + c;
        else if (static_cast<unsigned char>(c) < 0x20)
            out += "\\u00" + QByteArray::number(int(c), 16).rightJustified(2, '0');
        else
            out += c;
    }
    return out + '"';
}

QByteArray cString(const QString& text) {
    QByteArray out = "\"";
    for (const char c : text.toUtf8()) {
        const auto byte = static_cast<unsigned char>(c);
        // Octal escapes are always three digits, so a following digit cannot join them;
        // '?' is escaped against trigraphs.
        if (c == '"' || c == '\\' || c == '?')
            out += QByteArray("\\") + c;
        else if (byte < 0x20 || byte >= 0x7F)
            out += '\\' + QByteArray::number(byte, 8).rightJustified(3, '0');
        else
            out += c;
    }
    return out + '"';
}

QByteArray physicsJson(const PhysicsProperties& p) {
    QByteArray out = QByteArray("{\"sensor\": ") + (p.sensor ? "true" : "false") +
                     ", \"density\": " + formatCoordinate(p.density) +
                     ", \"friction\": " + formatCoordinate(p.friction) +
                     ", \"restitution\": " + formatCoordinate(p.restitution) +
                     ", \"category_bits\": " + QByteArray::number(p.categoryBits) +
                     ", \"collides_with\": " + QByteArray::number(p.collidesWith) +
                     ", \"group_index\": " + QByteArray::number(p.groupIndex) +
                     ", \"properties\": {";
    for (qsizetype i = 0; i < p.custom.size(); ++i)
        out +=
            (i ? ", " : "") + jsonString(p.custom[i].first) + ": " + jsonString(p.custom[i].second);
    return out + "}}";
}

QByteArray physicsTiledProperties(const PhysicsProperties& p, const QByteArray& indent) {
    const auto property = [&](const char* name, const char* type, const QByteArray& value) {
        return indent + " <property name=\"" + name + "\" type=\"" + type + "\" value=\"" + value +
               "\"/>\n";
    };
    QByteArray out = indent + "<properties>\n";
    out += property("sensor", "bool", p.sensor ? "true" : "false");
    out += property("density", "float", formatCoordinate(p.density));
    out += property("friction", "float", formatCoordinate(p.friction));
    out += property("restitution", "float", formatCoordinate(p.restitution));
    out += property("category_bits", "int", QByteArray::number(qint32(p.categoryBits)));
    out += property("collides_with", "int", QByteArray::number(qint32(p.collidesWith)));
    out += property("group_index", "int", QByteArray::number(p.groupIndex));
    // Line breaks as references: a parser turns a bare one in an attribute into a space.
    const auto attribute = [](const QString& text) {
        return text.toHtmlEscaped().toUtf8().replace('\n', "&#10;");
    };
    for (const auto& [key, value] : p.custom)
        out += indent + " <property name=\"" + attribute(key) + "\" value=\"" + attribute(value) +
               "\"/>\n";
    return out + indent + "</properties>\n";
}

} // namespace hitmask
