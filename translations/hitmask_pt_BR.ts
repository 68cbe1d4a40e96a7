<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AddChannel</name>
    <message>
        <source>Add Channel %1</source>
        <translation>Adicionar canal %1</translation>
    </message>
</context>
<context>
    <name>AddSprite</name>
    <message>
        <source>Add %1</source>
        <translation>Adicionar %1</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>não foi possível gravar %1: %2</translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2</source>
        <translation>não é possível criar a pasta %1: %2</translation>
    </message>
</context>
<context>
    <name>BoundedFile</name>
    <message>
        <source>the file has %1 bytes, more than the %2 such a file can have</source>
        <translation>o arquivo tem %1 bytes, mais que os %2 que um arquivo assim pode ter</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>arquivo não encontrado</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>é uma pasta, não um arquivo</translation>
    </message>
    <message>
        <source>is not a regular file (a device, pipe or socket)</source>
        <translation>não é um arquivo comum (um dispositivo, pipe ou socket)</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>não é possível ler: %1</translation>
    </message>
</context>
<context>
    <name>ChannelNames</name>
    <message>
        <source>a channel needs a name</source>
        <translation>um canal precisa de um nome</translation>
    </message>
    <message>
        <source>a channel name has at most %1 characters</source>
        <translation>um nome de canal tem no máximo %1 caracteres</translation>
    </message>
    <message>
        <source>a channel name has letters, digits and _ only, and starts with a letter</source>
        <translation>um nome de canal tem apenas letras, dígitos e _, e começa com uma letra</translation>
    </message>
</context>
<context>
    <name>ClearReview</name>
    <message>
        <source>Clear Review Marks</source>
        <translation>Limpar marcas de revisão</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>unknown command '%1' (try hitmask-cli --help)</source>
        <translation>comando desconhecido '%1' (veja hitmask-cli --help)</translation>
    </message>
    <message>
        <source>Usage: hitmask-cli COMMAND [OPTIONS]

Collision masks for 2D games, from sprite images.

Commands:
  mask SPRITE... -o OUT   Write the collision masks of images.
  collide A B --offset DX,DY
                          Test two sprites for pixel overlap.
  export PROJECT          Export every sprite of a .hitmask project.
  info FILE               Describe an HMSK mask file.
  shapes SPRITE (--boxes | --polygons) --json
                          Print collision boxes or polygons.
  world SPRITE... --sprites N
                          Stress-test many moving sprites.

Run 'hitmask-cli COMMAND --help' for a command's options; they may
come before or after the command.
Exit status: 0 on success, 2 on any error.
</source>
        <translation>Uso: hitmask-cli COMANDO [OPÇÕES]

Máscaras de colisão para jogos 2D, a partir de imagens de sprites.

Comandos:
  mask SPRITE... -o SAÍDA Grava as máscaras de colisão de imagens.
  collide A B --offset DX,DY
                          Testa a sobreposição de pixels de dois sprites.
  export PROJETO          Exporta todos os sprites de um projeto .hitmask.
  info ARQUIVO            Descreve um arquivo de máscara HMSK.
  shapes SPRITE (--boxes | --polygons) --json
                          Imprime caixas ou polígonos de colisão.
  world SPRITE... --sprites N
                          Testa muitos sprites em movimento sob carga.

Use 'hitmask-cli COMANDO --help' para ver as opções de um comando; elas
podem vir antes ou depois do comando.
Status de saída: 0 em caso de sucesso, 2 em qualquer erro.
</translation>
    </message>
    <message>
        <source>unknown option '%1' before any command (try hitmask-cli --help)</source>
        <translation>opção desconhecida '%1' antes de qualquer comando (veja hitmask-cli --help)</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>não é possível escrever na saída padrão: %1</translation>
    </message>
    <message>
        <source>not enough memory: the inputs need more than this machine can give</source>
        <translation>memória insuficiente: as entradas precisam de mais do que esta máquina pode dar</translation>
    </message>
</context>
<context>
    <name>CliOptions</name>
    <message>
        <source>Show this help.</source>
        <translation>Mostra esta ajuda.</translation>
    </message>
    <message>
        <source>%1: missing arguments (see %1 --help)</source>
        <translation>%1: faltam argumentos (veja %1 --help)</translation>
    </message>
    <message>
        <source>%1: unexpected argument '%2'</source>
        <translation>%1: argumento inesperado '%2'</translation>
    </message>
    <message>
        <source>Pixels whose alpha is greater than N are solid (0-255, default 0).</source>
        <translation>Pixels com alfa maior que N são sólidos (0-255, padrão 0).</translation>
    </message>
    <message>
        <source>Payload of a C header: bytes, rle or bits (default rle).</source>
        <translation>Dados de um cabeçalho C: bytes, rle ou bits (padrão rle).</translation>
    </message>
    <message>
        <source>--format: unknown format '%1' (choose %2)</source>
        <translation>--format: formato desconhecido '%1' (escolha %2)</translation>
    </message>
    <message>
        <source>--raw: the %1 format has no header to leave out</source>
        <translation>--raw: o formato %1 não tem cabeçalho a omitir</translation>
    </message>
    <message>
        <source>--encoding: unknown encoding '%1' (choose bytes, rle or bits)</source>
        <translation>--encoding: codificação desconhecida '%1' (escolha bytes, rle ou bits)</translation>
    </message>
    <message>
        <source>%1: '%2' is not a whole number from %3 to %4</source>
        <translation>%1: '%2' não é um número inteiro de %3 a %4</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>não é possível gravar na saída padrão</translation>
    </message>
    <message>
        <source>Also write a Make/Ninja depfile naming the files each output was made from.</source>
        <translation>Grava também um depfile de Make/Ninja com os arquivos de que cada saída foi feita.</translation>
    </message>
    <message>
        <source>Pixels whose red, green and blue each lie within N of the colour key's are empty too (0-255, default 0: the exact colour). Raise it for JPEG art, whose background is no longer one exact colour.</source>
        <translation>Pixels cujos vermelho, verde e azul ficam, cada um, a até N dos da cor-chave também ficam vazios (0-255, padrão 0: só a cor exata). Aumente para arte em JPEG, cujo fundo já não é uma única cor exata.</translation>
    </message>
    <message>
        <source>As --color-key, for %1 alone.</source>
        <translation>Como --color-key, só para %1.</translation>
    </message>
    <message>
        <source>As --key-tolerance, for %1 alone.</source>
        <translation>Como --key-tolerance, só para %1.</translation>
    </message>
    <message>
        <source>--%1: '%2' is not a colour in the form RRGGBB</source>
        <translation>--%1: '%2' não é uma cor no formato RRGGBB</translation>
    </message>
    <message>
        <source>--%1: there is no colour key to widen (--%2 none)</source>
        <translation>--%1: não há cor-chave para ampliar (--%2 none)</translation>
    </message>
    <message>
        <source>-o %1: a raw %2 payload is named .%3, not .%4</source>
        <translation>-o %1: dados %2 sem cabeçalho têm a extensão .%3, não .%4</translation>
    </message>
    <message>
        <source>-o %1: the %2 format writes .%3 files, not .%4 (leave out --format to go by the suffix)</source>
        <translation>-o %1: o formato %2 grava arquivos .%3, não .%4 (omita --format para que a extensão escolha o formato)</translation>
    </message>
    <message>
        <source>Pixels of this RGB colour (hex RRGGBB) or with alpha 0 are empty; all others are solid. Art without alpha (BMP, JPEG) is keyed by its corners' colour (when they differ: the colour of most of its border) unless this says otherwise; 'none' keys nothing.</source>
        <translation>Pixels desta cor RGB (hex RRGGBB) ou com alfa 0 são vazios; todos os outros são sólidos. Arte sem alfa (BMP, JPEG) usa como chave a cor dos seus cantos (quando diferem: a cor da maior parte da sua borda), a menos que esta opção diga outra coisa; 'none' não usa chave.</translation>
    </message>
    <message>
        <source>Replace existing files that Hitmask did not write in this format.</source>
        <translation>Substituir arquivos existentes que o Hitmask não gravou neste formato.</translation>
    </message>
    <message>
        <source>%1: %2 exists and was not written by Hitmask in the %3 format; nothing was written (--force replaces it)</source>
        <translation>%1: %2 existe e não foi gravado pelo Hitmask no formato %3; nada foi gravado (--force o substitui)</translation>
    </message>
    <message numerus="yes">
        <source>(%n more such file(s))</source>
        <translation>
            <numerusform>(mais %n arquivo assim)</numerusform>
            <numerusform>(mais %n arquivos assim)</numerusform>
        </translation>
    </message>
    <message>
        <source>Write a sprite whose image no longer holds some of its frames with the frames it still has, rather than refuse it.</source>
        <translation>Gravar um sprite cuja imagem não contém mais alguns dos seus quadros com os quadros que ainda tem, em vez de recusá-lo.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 no longer holds %n frame(s) of the sprite %3 (%4), set aside with their edits; nothing was written (--skip-missing-frames writes the frames before them)</source>
        <translation>
            <numerusform>%1: %2 não contém mais %n quadro do sprite %3 (%4), guardado à parte com suas edições; nada foi gravado (--skip-missing-frames grava os quadros anteriores)</numerusform>
            <numerusform>%1: %2 não contém mais %n quadros do sprite %3 (%4), guardados à parte com suas edições; nada foi gravado (--skip-missing-frames grava os quadros anteriores)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 is a link to %3; nothing was written (--force replaces the link, not the file it points to)</source>
        <translation>%1: %2 é um link para %3; nada foi gravado (--force substitui o link, não o arquivo para o qual ele aponta)</translation>
    </message>
    <message>
        <source>--depfile: a depfile cannot name '%1': Make and Ninja read a line break, a tab or another control character as the end of a name; nothing was written</source>
        <translation>--depfile: um depfile não pode citar '%1': Make e Ninja leem uma quebra de linha, uma tabulação ou outro caractere de controle como o fim de um nome; nada foi gravado</translation>
    </message>
    <message>
        <source>Output format: %1.</source>
        <translation>Formato de saída: %1.</translation>
    </message>
    <message>
        <source>With %1: write only the payload, without the HMSK header.</source>
        <translation>Com %1: grava só os dados, sem o cabeçalho HMSK.</translation>
    </message>
    <message>
        <source>--encoding: sets the payload of a C header (--format %1); the %2 format ignores it (HMSK files take their encoding from --format)</source>
        <translation>--encoding: define os dados de um cabeçalho C (--format %1); o formato %2 o ignora (arquivos HMSK tomam a codificação de --format)</translation>
    </message>
    <message>
        <source>Output format: %1; or collision shapes: %2.</source>
        <translation>Formato de saída: %1; ou formas de colisão: %2.</translation>
    </message>
</context>
<context>
    <name>CollideCommand</name>
    <message>
        <source>Test two sprites for pixel overlap. Coordinates are in A's pixels; the offset is where B's top-left corner lies.</source>
        <translation>Testa a sobreposição de pixels de dois sprites. As coordenadas são em pixels de A; o deslocamento é onde fica o canto superior esquerdo de B.</translation>
    </message>
    <message>
        <source>First sprite image.</source>
        <translation>Imagem do primeiro sprite.</translation>
    </message>
    <message>
        <source>Second sprite image.</source>
        <translation>Imagem do segundo sprite.</translation>
    </message>
    <message>
        <source>Position of B in A's coordinates (required).</source>
        <translation>Posição de B nas coordenadas de A (obrigatório).</translation>
    </message>
    <message>
        <source>Rotate B clockwise by DEG degrees about its centre first (nearest neighbour); the offset is then that of the rotated B's box.</source>
        <translation>Gira B antes, DEG graus no sentido horário em torno do centro (vizinho mais próximo); o deslocamento passa a ser o da caixa de B girado.</translation>
    </message>
    <message>
        <source>Flip B first: h (left-right) or v (top-bottom).</source>
        <translation>Espelha B antes: h (esquerda-direita) ou v (cima-baixo).</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Imprime um objeto JSON.</translation>
    </message>
    <message>
        <source>collide: the offset is missing (--offset DX,DY)</source>
        <translation>collide: falta o deslocamento (--offset DX,DY)</translation>
    </message>
    <message>
        <source>--flip-b: '%1' is not h or v</source>
        <translation>--flip-b: '%1' não é h nem v</translation>
    </message>
    <message>
        <source>--rotate-b: '%1' is not an angle in degrees</source>
        <translation>--rotate-b: '%1' não é um ângulo em graus</translation>
    </message>
    <message>
        <source>--offset: '%1' is not in the form DX,DY (whole numbers, e.g. 12,-4)</source>
        <translation>--offset: '%1' não está no formato DX,DY (números inteiros, p. ex. 12,-4)</translation>
    </message>
    <message>
        <source>%1 and %2 do not collide.</source>
        <translation>%1 e %2 não colidem.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 collide: %n pixel(s) overlap, first contact at (%3, %4), overlap box %5,%6 %7x%8.</source>
        <translation>
            <numerusform>%1 e %2 colidem: %n pixel se sobrepõe, primeiro contato em (%3, %4), caixa de sobreposição %5,%6 %7x%8.</numerusform>
            <numerusform>%1 e %2 colidem: %n pixels se sobrepõem, primeiro contato em (%3, %4), caixa de sobreposição %5,%6 %7x%8.</numerusform>
        </translation>
    </message>
    <message>
        <source>To separate, move B left %1, right %2, up %3 or down %4 pixels.</source>
        <translation>Para separar, mova B %1 pixels para a esquerda, %2 para a direita, %3 para cima ou %4 para baixo.</translation>
    </message>
</context>
<context>
    <name>CollisionReadout</name>
    <message numerus="yes">
        <source>&lt;b style='color:#d0008c'&gt;Colliding&lt;/b&gt;: %Ln pixel(s) overlap</source>
        <translation>
            <numerusform>&lt;b style='color:#d0008c'&gt;Colidindo&lt;/b&gt;: %Ln pixel se sobrepõe</numerusform>
            <numerusform>&lt;b style='color:#d0008c'&gt;Colidindo&lt;/b&gt;: %Ln pixels se sobrepõem</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Not colliding&lt;/b&gt;: the solid boxes touch but no pixels do</source>
        <translation>&lt;b&gt;Sem colisão&lt;/b&gt;: as caixas sólidas se tocam, mas nenhum pixel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not colliding&lt;/b&gt;: the image boxes touch but no pixels do</source>
        <translation>&lt;b&gt;Sem colisão&lt;/b&gt;: as caixas das imagens se tocam, mas nenhum pixel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not colliding&lt;/b&gt;: apart</source>
        <translation>&lt;b&gt;Sem colisão&lt;/b&gt;: separados</translation>
    </message>
    <message>
        <source>B at %1, %2 in A's pixels</source>
        <translation>B em %1, %2 nos pixels de A</translation>
    </message>
    <message>
        <source>&lt;br&gt;Overlap box: %1, %2, %3 x %4</source>
        <translation>&lt;br&gt;Caixa de sobreposição: %1, %2, %3 x %4</translation>
    </message>
    <message>
        <source>&lt;br&gt;First contact: %1, %2</source>
        <translation>&lt;br&gt;Primeiro contato: %1, %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Push B to separate: %1, %2, %3, %4</source>
        <translation>&lt;br&gt;Empurrar B para separar: %1, %2, %3, %4</translation>
    </message>
    <message>
        <source>left</source>
        <translation>esquerda</translation>
    </message>
    <message>
        <source>right</source>
        <translation>direita</translation>
    </message>
    <message>
        <source>up</source>
        <translation>cima</translation>
    </message>
    <message>
        <source>down</source>
        <translation>baixo</translation>
    </message>
</context>
<context>
    <name>CutFrames</name>
    <message numerus="yes">
        <source>Generate %n Rotation(s)</source>
        <translation>
            <numerusform>Gerar %n rotação</numerusform>
            <numerusform>Gerar %n rotações</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DemoProject</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>não foi possível ler %1: %2</translation>
    </message>
</context>
<context>
    <name>EditChannel</name>
    <message>
        <source>Rename Channel %1 to %2</source>
        <translation>Renomear canal %1 para %2</translation>
    </message>
    <message>
        <source>Change Rule of Channel %1</source>
        <translation>Alterar regra do canal %1</translation>
    </message>
    <message>
        <source>Recolour Channel %1</source>
        <translation>Alterar cor do canal %1</translation>
    </message>
    <message>
        <source>Show Channel %1</source>
        <translation>Mostrar canal %1</translation>
    </message>
    <message>
        <source>Hide Channel %1</source>
        <translation>Ocultar canal %1</translation>
    </message>
    <message>
        <source>Set Key Tolerance of Channel %1 to %2</source>
        <translation>Definir tolerância da chave do canal %1 como %2</translation>
    </message>
    <message>
        <source>Set Threshold of Channel %1 to %2</source>
        <translation>Definir limiar do canal %1 como %2</translation>
    </message>
    <message>
        <source>Set Physics of Channel %1</source>
        <translation>Definir física do canal %1</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>A .hitmask project.</source>
        <translation>Um projeto .hitmask.</translation>
    </message>
    <message>
        <source>Print nothing but errors.</source>
        <translation>Imprime apenas erros.</translation>
    </message>
    <message>
        <source>unknown format '%1' (choose %2)</source>
        <translation>formato desconhecido '%1' (escolha %2)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n file(s).</source>
        <translation>
            <numerusform>%n arquivo exportado.</numerusform>
            <numerusform>%n arquivos exportados.</numerusform>
        </translation>
    </message>
    <message>
        <source>the project file</source>
        <translation>o arquivo do projeto</translation>
    </message>
    <message>
        <source>the image of a sprite</source>
        <translation>a imagem de um sprite</translation>
    </message>
    <message>
        <source>an exported mask</source>
        <translation>uma máscara exportada</translation>
    </message>
    <message>
        <source>the depfile</source>
        <translation>o depfile</translation>
    </message>
    <message>
        <source>export: %1; nothing was written</source>
        <translation>export: %1; nada foi gravado</translation>
    </message>
    <message>
        <source>export: %1: %2; nothing was written</source>
        <translation>export: %1: %2; nada foi gravado</translation>
    </message>
    <message>
        <source>Export every sprite of a project with its hand edits: every export target saved in the project, or without targets the project's export settings, which options may override.</source>
        <translation>Exportar cada sprite de um projeto com suas edições manuais: cada destino de exportação salvo no projeto ou, sem destinos, com as configurações de exportação do projeto, que as opções podem substituir.</translation>
    </message>
    <message>
        <source>Output folder (default: the project's export folder, or each target's).</source>
        <translation>Pasta de saída (padrão: a pasta de exportação do projeto ou a de cada destino).</translation>
    </message>
    <message>
        <source>Only this export target of the project (default: all of them).</source>
        <translation>Somente este destino de exportação do projeto (padrão: todos).</translation>
    </message>
    <message>
        <source>--target: the project has no export targets</source>
        <translation>--target: o projeto não tem destinos de exportação</translation>
    </message>
    <message>
        <source>export: the project's targets (%1) say their formats; --format, --raw and --encoding apply to a project without targets</source>
        <translation>export: os destinos do projeto (%1) definem seus formatos; --format, --raw e --encoding valem para um projeto sem destinos</translation>
    </message>
    <message>
        <source>--target: the project has no target '%1' (%2)</source>
        <translation>--target: o projeto não tem o destino '%1' (%2)</translation>
    </message>
    <message numerus="yes">
        <source>export: %n name clash(es), nothing was written: %1 (change the file name pattern '%2', e.g. to '%3', or the output folder)</source>
        <translation>
            <numerusform>export: %n conflito de nomes, nada foi gravado: %1 (altere o padrão de nomes de arquivo '%2', por exemplo para '%3', ou a pasta de saída)</numerusform>
            <numerusform>export: %n conflitos de nomes, nada foi gravado: %1 (altere o padrão de nomes de arquivo '%2', por exemplo para '%3', ou a pasta de saída)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>export: %n name clash(es), nothing was written: %1 (change the output folder or the file name pattern '%2')</source>
        <translation>
            <numerusform>export: %n conflito de nomes, nada foi gravado: %1 (altere a pasta de saída ou o padrão de nomes de arquivo '%2')</numerusform>
            <numerusform>export: %n conflitos de nomes, nada foi gravado: %1 (altere a pasta de saída ou o padrão de nomes de arquivo '%2')</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>export: %n name clash(es), nothing was written: %1 (give the targets different folders or file name patterns)</source>
        <translation>
            <numerusform>export: %n conflito de nomes, nada foi gravado: %1 (dê aos destinos pastas ou padrões de nomes de arquivo diferentes)</numerusform>
            <numerusform>export: %n conflitos de nomes, nada foi gravado: %1 (dê aos destinos pastas ou padrões de nomes de arquivo diferentes)</numerusform>
        </translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>aviso: %1</translation>
    </message>
</context>
<context>
    <name>ExportRunner</name>
    <message>
        <source>Exporting masks...</source>
        <translation>Exportando máscaras…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n file(s) to %1.</source>
        <translation>
            <numerusform>%n arquivo exportado para %1.</numerusform>
            <numerusform>%n arquivos exportados para %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export stopped after %L1 of %L2 files: %3.</source>
        <translation>A exportação parou após %L1 de %L2 arquivos: %3.</translation>
    </message>
    <message>
        <source>Export cancelled after %L1 of %L2 files.</source>
        <translation>Exportação cancelada após %L1 de %L2 arquivos.</translation>
    </message>
    <message numerus="yes">
        <source>...and %n more.</source>
        <translation>
            <numerusform>...e mais %n.</numerusform>
            <numerusform>...e mais %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Masks</source>
        <translation>Exportar máscaras</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) that Hitmask did not write in this format would be replaced. Replace them?</source>
        <translation>
            <numerusform>%n arquivo que o Hitmask não gravou neste formato seria substituído. Substituir?</numerusform>
            <numerusform>%n arquivos que o Hitmask não gravou neste formato seriam substituídos. Substituir?</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Substituir</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) with this export, so nothing was exported. Where files would overwrite others or the art, or leave the export folder, change the file name pattern, the folder, or leave sprites out; where the format cannot hold a sprite, choose another format.</source>
        <translation>
            <numerusform>%n problema nesta exportação, por isso nada foi exportado. Onde arquivos sobrescreveriam outros ou a arte, ou sairiam da pasta de exportação, altere o padrão de nomes de arquivo, a pasta, ou deixe sprites de fora; onde o formato não comporta um sprite, escolha outro formato.</numerusform>
            <numerusform>%n problemas nesta exportação, por isso nada foi exportado. Onde arquivos sobrescreveriam outros ou a arte, ou sairiam da pasta de exportação, altere o padrão de nomes de arquivo, a pasta, ou deixe sprites de fora; onde o formato não comporta um sprite, escolha outro formato.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) with this export, so nothing was exported. Where files would overwrite others or the art, or leave the export folder, change the file name pattern (for example to %1), the folder, or leave sprites out; where the format cannot hold a sprite, choose another format.</source>
        <translation>
            <numerusform>%n problema nesta exportação, por isso nada foi exportado. Onde arquivos sobrescreveriam outros ou a arte, ou sairiam da pasta de exportação, altere o padrão de nomes de arquivo (por exemplo para %1), a pasta, ou deixe sprites de fora; onde o formato não comporta um sprite, escolha outro formato.</numerusform>
            <numerusform>%n problemas nesta exportação, por isso nada foi exportado. Onde arquivos sobrescreveriam outros ou a arte, ou sairiam da pasta de exportação, altere o padrão de nomes de arquivo (por exemplo para %1), a pasta, ou deixe sprites de fora; onde o formato não comporta um sprite, escolha outro formato.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was exported: %1 was not written by Hitmask in this format and was kept.</source>
        <translation>Nada foi exportado: %1 não foi gravado pelo Hitmask neste formato e foi mantido.</translation>
    </message>
</context>
<context>
    <name>FrameCut</name>
    <message>
        <source>the frames need more than the %1 MB allowed for images</source>
        <translation>os quadros precisam de mais que os %1 MB permitidos para imagens</translation>
    </message>
    <message>
        <source>%1 is not a sprite sheet's JSON file</source>
        <translation>%1 não é o arquivo JSON de uma folha de sprites</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>the rotation set turns frame %1, but the image has only %n frame(s)</source>
        <translation>
            <numerusform>o conjunto de rotações gira o quadro %1, mas a imagem tem só %n quadro</numerusform>
            <numerusform>o conjunto de rotações gira o quadro %1, mas a imagem tem só %n quadros</numerusform>
        </translation>
    </message>
    <message>
        <source>a frame rectangle is damaged</source>
        <translation>um retângulo de quadro está danificado</translation>
    </message>
    <message>
        <source>the frames list no rectangle, or more than a mask file holds</source>
        <translation>os quadros não listam nenhum retângulo, ou mais do que um arquivo de máscara comporta</translation>
    </message>
    <message>
        <source>the sprite sheet names no JSON file</source>
        <translation>a folha de sprites não indica nenhum arquivo JSON</translation>
    </message>
    <message>
        <source>unknown way of cutting frames '%1'</source>
        <translation>forma desconhecida de cortar quadros '%1'</translation>
    </message>
    <message>
        <source>the rotation set's settings are damaged</source>
        <translation>as configurações do conjunto de rotações estão danificadas</translation>
    </message>
    <message>
        <source>the %1 x %2 image no longer holds the first frame</source>
        <translation>a imagem de %1 x %2 não contém mais o primeiro quadro</translation>
    </message>
</context>
<context>
    <name>FrameOptions</name>
    <message>
        <source>Cut a horizontal strip into N equal frames.</source>
        <translation>Cortar uma faixa horizontal em N quadros iguais.</translation>
    </message>
    <message>
        <source>Cut a sheet into cells of W x H pixels, row by row.</source>
        <translation>Cortar uma folha em células de L x A pixels, linha por linha.</translation>
    </message>
    <message>
        <source>Pixels around the grid (default 0).</source>
        <translation>Pixels em volta da grade (padrão 0).</translation>
    </message>
    <message>
        <source>Pixels between grid cells (default 0).</source>
        <translation>Pixels entre as células da grade (padrão 0).</translation>
    </message>
    <message>
        <source>Frames from an Aseprite or TexturePacker JSON sheet.</source>
        <translation>Quadros de uma folha JSON do Aseprite ou do TexturePacker.</translation>
    </message>
    <message>
        <source>Replace each frame by N rotations, k * 360 / N degrees clockwise.</source>
        <translation>Substituir cada quadro por N rotações, k * 360 / N graus no sentido horário.</translation>
    </message>
    <message>
        <source>mask: use only one of --frames, --grid and --sheet-json</source>
        <translation>mask: use apenas uma das opções --frames, --grid e --sheet-json</translation>
    </message>
    <message>
        <source>mask: --margin and --spacing need --grid</source>
        <translation>mask: --margin e --spacing precisam de --grid</translation>
    </message>
    <message>
        <source>%1: an animated image cannot be sliced as well</source>
        <translation>%1: uma imagem animada não pode ser cortada também</translation>
    </message>
    <message>
        <source>--grid: '%1' is not a size in the form WxH</source>
        <translation>--grid: '%1' não é um tamanho na forma LxA</translation>
    </message>
</context>
<context>
    <name>FrameShapes</name>
    <message>
        <source>a box of %1 x %2 pixels is smaller than the engine's slop (%3 pixels at %4 pixels per metre)</source>
        <translation>uma caixa de %1 x %2 pixels é menor que a folga do motor (%3 pixels a %4 pixels por metro)</translation>
    </message>
    <message>
        <source>a circle's radius (%1) is not positive</source>
        <translation>o raio de um círculo (%1) não é positivo</translation>
    </message>
    <message numerus="yes">
        <source>a polygon of %n vertices crosses itself or has no area</source>
        <translation>
            <numerusform>um polígono de %n vértice cruza a si mesmo ou não tem área</numerusform>
            <numerusform>um polígono de %n vértices cruza a si mesmo ou não tem área</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FrameSource</name>
    <message>
        <source>the frames need more than the %1 MB allowed for images</source>
        <translation>os quadros precisam de mais que os %1 MB permitidos para imagens</translation>
    </message>
    <message>
        <source>frame %1 of %2 cannot be decoded: %3</source>
        <translation>o quadro %1 de %2 não pode ser decodificado: %3</translation>
    </message>
    <message>
        <source>frame %1 is larger than the limit of %2 pixels a side</source>
        <translation>o quadro %1 é maior que o limite de %2 pixels por lado</translation>
    </message>
    <message>
        <source>the animation has more frames than fit in %1 MB or in one mask file</source>
        <translation>a animação tem mais quadros do que cabem em %1 MB ou em um arquivo de máscara</translation>
    </message>
    <message>
        <source>only %1 of the %2 frames could be read</source>
        <translation>apenas %1 dos %2 quadros puderam ser lidos</translation>
    </message>
    <message>
        <source>the margin and spacing cannot be negative</source>
        <translation>a margem e o espaçamento não podem ser negativos</translation>
    </message>
    <message>
        <source>the frame size must be at least 1 x 1</source>
        <translation>o tamanho do quadro deve ser de pelo menos 1 x 1</translation>
    </message>
    <message>
        <source>the grid needs a frame size, or at least one column and one row</source>
        <translation>a grade precisa de um tamanho de quadro, ou de pelo menos uma coluna e uma linha</translation>
    </message>
    <message>
        <source>frames of %1 x %2 pixels (margin %3, spacing %4) do not divide the %5 x %6 image</source>
        <translation>quadros de %1 x %2 pixels (margem %3, espaçamento %4) não dividem a imagem de %5 x %6</translation>
    </message>
    <message>
        <source>the grid has %1 cells, more than the 65535 frames a mask file holds</source>
        <translation>a grade tem %1 células, mais que os 65535 quadros que um arquivo de máscara comporta</translation>
    </message>
    <message>
        <source>every cell of the grid is empty</source>
        <translation>todas as células da grade estão vazias</translation>
    </message>
    <message>
        <source>the frame count must be between 1 and 65535, not %1</source>
        <translation>o número de quadros deve estar entre 1 e 65535, não %1</translation>
    </message>
    <message>
        <source>the number of rotations must be between 1 and %1, not %2</source>
        <translation>o número de rotações deve estar entre 1 e %1, não %2</translation>
    </message>
    <message>
        <source>%1 frames in %2 rotations make more than the 65535 frames a mask file holds</source>
        <translation>%1 quadros em %2 rotações dão mais que os 65535 quadros que um arquivo de máscara comporta</translation>
    </message>
    <message>
        <source>not JSON: %1 at byte %2</source>
        <translation>não é JSON: %1 no byte %2</translation>
    </message>
    <message>
        <source>cannot read the order of the sheet's frames</source>
        <translation>não foi possível ler a ordem dos quadros da folha</translation>
    </message>
    <message>
        <source>not a sprite sheet: no "frames" object or array</source>
        <translation>não é uma folha de sprites: não há objeto ou array "frames"</translation>
    </message>
    <message>
        <source>the sheet lists no frames</source>
        <translation>a folha não lista nenhum quadro</translation>
    </message>
    <message>
        <source>the sheet lists more than 65535 frames</source>
        <translation>a folha lista mais de 65535 quadros</translation>
    </message>
    <message>
        <source>frame %1 ("%2") has no valid "frame" rectangle</source>
        <translation>o quadro %1 ("%2") não tem um retângulo "frame" válido</translation>
    </message>
    <message>
        <source>frame %1 ("%2") at %3,%4 %5 x %6 lies outside the %7 x %8 image</source>
        <translation>o quadro %1 ("%2") em %3,%4 %5 x %6 fica fora da imagem de %7 x %8</translation>
    </message>
    <message>
        <source>frame %1 ("%2") is trimmed but its spriteSourceSize does not fit its sourceSize</source>
        <translation>o quadro %1 ("%2") está recortado, mas seu spriteSourceSize não cabe no seu sourceSize</translation>
    </message>
    <message>
        <source>frame tag "%1" names frames %2 to %3 of %4</source>
        <translation>a tag de quadros "%1" indica os quadros %2 a %3 de %4</translation>
    </message>
    <message>
        <source>a grid of %1 x %2 cells (columns x rows, margin %3, spacing %4) does not divide the %5 x %6 image</source>
        <translation>uma grade de %1 x %2 células (colunas x linhas, margem %3, espaçamento %4) não divide a imagem de %5 x %6</translation>
    </message>
    <message numerus="yes">
        <source>%1 rotations of %n frame(s) would make %2 pixels, more than the %3 a mask file may hold</source>
        <translation>
            <numerusform>%1 rotações de %n quadro dariam %2 pixels, mais que os %3 que um arquivo de máscara pode conter</numerusform>
            <numerusform>%1 rotações de %n quadros dariam %2 pixels, mais que os %3 que um arquivo de máscara pode conter</numerusform>
        </translation>
    </message>
    <message>
        <source>there is not enough memory to decode frame %1</source>
        <translation>não há memória suficiente para decodificar o quadro %1</translation>
    </message>
</context>
<context>
    <name>ImageBudget</name>
    <message numerus="yes">
        <source>its %n sprite(s) need about %1 MB of memory once open, more than the %2 MB allowed for images</source>
        <translation>
            <numerusform>seu %n sprite precisa de cerca de %1 MB de memória depois de aberto, mais que os %2 MB permitidos para imagens</numerusform>
            <numerusform>seus %n sprites precisam de cerca de %1 MB de memória depois de abertos, mais que os %2 MB permitidos para imagens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImageCompleteness</name>
    <message>
        <source>the GIF file is cut short (it has no end marker)</source>
        <translation>o arquivo GIF está cortado (não tem o marcador de fim)</translation>
    </message>
    <message>
        <source>the BMP file is cut short: it has %1 bytes, and its header says %2</source>
        <translation>o arquivo BMP está cortado: tem %1 bytes, e seu cabeçalho diz %2</translation>
    </message>
    <message>
        <source>the JPEG file is cut short (its data ends early)</source>
        <translation>o arquivo JPEG está cortado (seus dados terminam antes da hora)</translation>
    </message>
</context>
<context>
    <name>ImageLoader</name>
    <message>
        <source>the image is %L1 x %L2 pixels: opening it needs about %3 MB of memory, more than the %4 MB allowed for images (hitmask-cli makes the masks of big PNGs in far less)</source>
        <translation>a imagem tem %L1 x %L2 pixels: abri-la precisa de cerca de %3 MB de memória, mais que os %4 MB permitidos para imagens (o hitmask-cli cria as máscaras de PNGs grandes com muito menos)</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>arquivo não encontrado</translation>
    </message>
    <message>
        <source>is a folder, not an image</source>
        <translation>é uma pasta, não uma imagem</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permissão negada</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>o arquivo está vazio</translation>
    </message>
    <message>
        <source>not a supported image, or the file is corrupt</source>
        <translation>não é uma imagem suportada, ou o arquivo está corrompido</translation>
    </message>
    <message>
        <source>cannot decode the image: %1</source>
        <translation>não foi possível decodificar a imagem: %1</translation>
    </message>
    <message>
        <source>the image is %L1 x %L2 pixels, larger than the limit of %L3 pixels a side</source>
        <translation>a imagem tem %L1 x %L2 pixels, mais que o limite de %L3 pixels por lado</translation>
    </message>
    <message>
        <source>the image is larger than the limit of %L1 pixels a side</source>
        <translation>a imagem é maior que o limite de %L1 pixels por lado</translation>
    </message>
    <message>
        <source>is a Hitmask mask file, not an image: open the sprite's image (the mask is made from it), or inspect the file with hitmask-cli info</source>
        <translation>é um arquivo de máscara do Hitmask, não uma imagem: abra a imagem do sprite (a máscara é feita a partir dela) ou examine o arquivo com hitmask-cli info</translation>
    </message>
    <message>
        <source>there is not enough memory to open the image</source>
        <translation>não há memória suficiente para abrir a imagem</translation>
    </message>
</context>
<context>
    <name>InfoCommand</name>
    <message>
        <source>Print one JSON object.</source>
        <translation>Imprime um objeto JSON.</translation>
    </message>
    <message numerus="yes">
        <source>%1: HMSK version %2, %n frame(s) up to %3 x %4 pixels, %5 encoding, %6 solid pixels</source>
        <translation>
            <numerusform>%1: HMSK versão %2, %n quadro de até %3 x %4 pixels, codificação %5, %6 pixels sólidos</numerusform>
            <numerusform>%1: HMSK versão %2, %n quadros de até %3 x %4 pixels, codificação %5, %6 pixels sólidos</numerusform>
        </translation>
    </message>
    <message>
        <source>  frame %1: %2 x %3, origin %4, %5, %6 solid</source>
        <translation>  quadro %1: %2 x %3, origem %4, %5, %6 sólidos</translation>
    </message>
    <message>
        <source>  channels: %1</source>
        <translation>  canais: %1</translation>
    </message>
    <message>
        <source>, %1 %2</source>
        <comment>a channel's solid pixel count, then its name</comment>
        <translation>, %1 %2</translation>
    </message>
    <message>
        <source>Describe an HMSK mask file, or a project's sprites and the physics properties of their channels.</source>
        <translation>Descreve um arquivo de máscara HMSK, ou os sprites de um projeto e as propriedades físicas de seus canais.</translation>
    </message>
    <message>
        <source>HMSK file, or a .hitmask project.</source>
        <translation>Arquivo HMSK, ou um projeto .hitmask.</translation>
    </message>
    <message numerus="yes">
        <source>%1: project, %n sprite(s)</source>
        <translation>
            <numerusform>%1: projeto, %n sprite</numerusform>
            <numerusform>%1: projeto, %n sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %1: %n frame(s)</source>
        <translation>
            <numerusform>  %1: %n quadro</numerusform>
            <numerusform>  %1: %n quadros</numerusform>
        </translation>
    </message>
    <message>
        <source>    %1: %2, density %3, friction %4, restitution %5, category bits 0x%6, collides with 0x%7, group %8</source>
        <comment>a channel's physics properties; %2 is 'sensor' or 'body'</comment>
        <translation>    %1: %2, densidade %3, atrito %4, restituição %5, bits de categoria 0x%6, colide com 0x%7, grupo %8</translation>
    </message>
    <message>
        <source>sensor</source>
        <translation>sensor</translation>
    </message>
    <message>
        <source>body</source>
        <translation>corpo</translation>
    </message>
    <message>
        <source>, %1 = %2</source>
        <comment>a channel's custom physics property</comment>
        <translation>, %1 = %2</translation>
    </message>
</context>
<context>
    <name>MaskCommand</name>
    <message>
        <source>mask: the output file is missing (-o OUT)</source>
        <translation>mask: falta o arquivo de saída (-o SAÍDA)</translation>
    </message>
    <message>
        <source>Write the collision mask of each sprite image. With one sprite, OUT is the output file ('-' for standard output); with several, or with --pattern, OUT is a folder and each mask is named by the pattern.</source>
        <translation>Grava a máscara de colisão de cada imagem de sprite. Com um sprite, OUT é o arquivo de saída ('-' para a saída padrão); com vários, ou com --pattern, OUT é uma pasta e cada máscara recebe o nome do padrão.</translation>
    </message>
    <message>
        <source>Image files (PNG, BMP, GIF, JPEG, ...).</source>
        <translation>Arquivos de imagem (PNG, BMP, GIF, JPEG, ...).</translation>
    </message>
    <message>
        <source>mask: -o - writes one mask; give one sprite and no --pattern</source>
        <translation>mask: -o - grava uma máscara; informe um sprite e nenhum --pattern</translation>
    </message>
    <message>
        <source>mask: --depfile needs an output file, not standard output</source>
        <translation>mask: --depfile precisa de um arquivo de saída, não da saída padrão</translation>
    </message>
    <message>
        <source>mask: --name names one sprite; several sprites take their file names</source>
        <translation>mask: --name nomeia um sprite; vários sprites usam os nomes de seus arquivos</translation>
    </message>
    <message>
        <source>mask: --raw writes one frame, and %1 has %2</source>
        <translation>mask: --raw grava um quadro, e %1 tem %2</translation>
    </message>
    <message numerus="yes">
        <source>mask: the %n frame(s) of %1 cannot be written as %2: they add up to more pixels than a mask file may hold</source>
        <translation>
            <numerusform>mask: o %n quadro de %1 não pode ser gravado como %2: tem mais pixels do que um arquivo de máscara pode conter</numerusform>
            <numerusform>mask: os %n quadros de %1 não podem ser gravados como %2: somam mais pixels do que um arquivo de máscara pode conter</numerusform>
        </translation>
    </message>
    <message>
        <source>the sprite %1</source>
        <translation>o sprite %1</translation>
    </message>
    <message>
        <source>the sheet %1</source>
        <translation>a folha %1</translation>
    </message>
    <message>
        <source>the mask of %1</source>
        <translation>a máscara de %1</translation>
    </message>
    <message>
        <source>the frame list of %1</source>
        <translation>a lista de quadros de %1</translation>
    </message>
    <message>
        <source>the depfile</source>
        <translation>o depfile</translation>
    </message>
    <message>
        <source>mask: %1; nothing was written</source>
        <translation>mask: %1; nada foi gravado</translation>
    </message>
    <message>
        <source>mask: -o %1 names a file, but each sprite writes its own; give a folder</source>
        <translation>mask: -o %1 indica um arquivo, mas cada sprite grava o seu; indique uma pasta</translation>
    </message>
    <message>
        <source>mask: %1: %2</source>
        <translation>mask: %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>mask: %1 names a raw payload, which holds one frame, and %2 has %n frame(s); name the output .hmsk for a mask file of every frame</source>
        <translation>
            <numerusform>mask: %1 indica dados sem cabeçalho, que contêm um quadro, e %2 tem %n quadro; nomeie a saída .hmsk para um arquivo de máscara com todos os quadros</numerusform>
            <numerusform>mask: %1 indica dados sem cabeçalho, que contêm um quadro, e %2 tem %n quadros; nomeie a saída .hmsk para um arquivo de máscara com todos os quadros</numerusform>
        </translation>
    </message>
    <message>
        <source>Identifier used in a C header (default: the output file's name without its suffix, or the sprite's file name when writing into a folder or to standard output).</source>
        <translation>Identificador usado em um cabeçalho C (padrão: o nome do arquivo de saída sem o sufixo, ou o nome do arquivo do sprite ao gravar em uma pasta ou na saída padrão).</translation>
    </message>
    <message>
        <source>File name of each mask in the output folder: {sprite} is the sprite's name, {suffix} its file's suffix (png, gif), {ext} the format's suffix (default {sprite}.{ext}).</source>
        <translation>Nome de arquivo de cada máscara na pasta de saída: {sprite} é o nome do sprite, {suffix} o sufixo do seu arquivo (png, gif), {ext} o sufixo do formato (padrão {sprite}.{ext}).</translation>
    </message>
    <message>
        <source>--pattern: %1 is not one of {sprite}, {suffix} or {ext}</source>
        <translation>--pattern: %1 não é um de {sprite}, {suffix} ou {ext}</translation>
    </message>
    <message>
        <source>mask: %1 and %2 would both write %3; nothing was written (use --pattern %4 to tell them apart)</source>
        <translation>mask: %1 e %2 gravariam ambos %3; nada foi gravado (use --pattern %4 para distingui-los)</translation>
    </message>
    <message>
        <source>mask: %1 and %2 would both write %3; nothing was written (use --pattern to tell them apart, or give them different names)</source>
        <translation>mask: %1 e %2 gravariam ambos %3; nada foi gravado (use --pattern para distingui-los ou dê a eles nomes diferentes)</translation>
    </message>
    <message>
        <source>Output file, '-' for standard output, or a folder (required). Without --format, a file's suffix chooses the format: %1.</source>
        <translation>Arquivo de saída, '-' para a saída padrão, ou uma pasta (obrigatório). Sem --format, a extensão do arquivo escolhe o formato: %1.</translation>
    </message>
</context>
<context>
    <name>MaskExporter</name>
    <message>
        <source>HMSK, one byte per pixel</source>
        <translation>HMSK, um byte por pixel</translation>
    </message>
    <message>
        <source>HMSK, run-length encoded</source>
        <translation>HMSK, codificado por carreiras (RLE)</translation>
    </message>
    <message>
        <source>HMSK, one bit per pixel</source>
        <translation>HMSK, um bit por pixel</translation>
    </message>
    <message>
        <source>PBM image (P4)</source>
        <translation>Imagem PBM (P4)</translation>
    </message>
    <message>
        <source>PNG image (white = solid)</source>
        <translation>Imagem PNG (branco = sólido)</translation>
    </message>
    <message>
        <source>C header</source>
        <translation>Cabeçalho C</translation>
    </message>
    <message>
        <source>Collision shapes, JSON</source>
        <translation>Formas de colisão, JSON</translation>
    </message>
    <message>
        <source>Collision shapes, C header</source>
        <translation>Formas de colisão, cabeçalho C</translation>
    </message>
    <message>
        <source>Tiled tileset (.tsx) with shapes</source>
        <translation>Tileset do Tiled (.tsx) com formas</translation>
    </message>
    <message>
        <source>Godot scene with CollisionPolygon2D</source>
        <translation>Cena do Godot com CollisionPolygon2D</translation>
    </message>
    <message>
        <source>%1, or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1 for a raw payload</source>
        <translation>%1 para dados sem cabeçalho</translation>
    </message>
    <message>
        <source>a C header</source>
        <translation>um cabeçalho C</translation>
    </message>
    <message>
        <source>a Tiled tileset needs frames that are equal cells of one grid over the image (the whole image, a strip or a grid); an animation's images, a rotation set and packed or trimmed sheet frames are not (write %1 instead)</source>
        <translation>um tileset do Tiled precisa de quadros que sejam células iguais de uma grade sobre a imagem (a imagem inteira, uma tira ou uma grade); as imagens de uma animação, um conjunto de rotações e quadros empacotados ou recortados de uma folha não são (grave %1 em vez disso)</translation>
    </message>
    <message>
        <source>HMSK files; see docs/exports.md</source>
        <translation>arquivos HMSK; veja docs/exports.md</translation>
    </message>
    <message>
        <source>channel %1, frame %2: %3</source>
        <translation>canal %1, quadro %2: %3</translation>
    </message>
</context>
<context>
    <name>MaskOperations</name>
    <message>
        <source>Invert Mask</source>
        <translation>Inverter máscara</translation>
    </message>
    <message>
        <source>Clear Mask</source>
        <translation>Limpar máscara</translation>
    </message>
    <message>
        <source>Reset Mask to Auto</source>
        <translation>Redefinir máscara para automática</translation>
    </message>
    <message>
        <source>Copy Mask Edits to Next Frame</source>
        <translation>Copiar edições da máscara para o próximo quadro</translation>
    </message>
    <message>
        <source>Copy Mask Edits to All Frames</source>
        <translation>Copiar edições da máscara para todos os quadros</translation>
    </message>
</context>
<context>
    <name>MissingImageDialog</name>
    <message>
        <source>Sprite Image Missing</source>
        <translation>Imagem do sprite não encontrada</translation>
    </message>
    <message>
        <source>The project needs %1, which cannot be opened: %2.</source>
        <translation>O projeto precisa de %1, que não pode ser aberto: %2.</translation>
    </message>
    <message>
        <source>Locate the image to keep the sprite and its hand edits, or open the project without it: the sprite stays in the project file as it is, for when the image is back.</source>
        <translation>Localize a imagem para manter o sprite e suas edições à mão, ou abra o projeto sem ele: o sprite fica no arquivo do projeto como está, para quando a imagem voltar.</translation>
    </message>
    <message>
        <source>Locate...</source>
        <translation>Localizar…</translation>
    </message>
    <message>
        <source>Open Without It</source>
        <translation>Abrir sem ele</translation>
    </message>
    <message>
        <source>Locate %1</source>
        <translation>Localizar %1</translation>
    </message>
</context>
<context>
    <name>OpenImageQuestion</name>
    <message>
        <source>Open Image</source>
        <translation>Abrir imagem</translation>
    </message>
    <message>
        <source>Add %1 to %2 as a new sprite, or start a new project with it?</source>
        <translation>Adicionar %1 a %2 como um novo sprite ou começar um novo projeto com ele?</translation>
    </message>
    <message numerus="yes">
        <source>Add %n image(s) to %1 as new sprites, or start a new project with them?</source>
        <translation>
            <numerusform>Adicionar %n imagem a %1 como novos sprites ou começar um novo projeto com ela?</numerusform>
            <numerusform>Adicionar %n imagens a %1 como novos sprites ou começar um novo projeto com elas?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add to This Project</source>
        <translation>&amp;Adicionar a este projeto</translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation>&amp;Novo projeto</translation>
    </message>
</context>
<context>
    <name>OriginOption</name>
    <message>
        <source>Every frame's pivot: X,Y in the frame's pixels from its top left, or one of %1 (default: the file's or the project's).</source>
        <translation>Pivô de cada quadro: X,Y em pixels do quadro a partir do canto superior esquerdo, ou um de %1 (padrão: o do arquivo ou do projeto).</translation>
    </message>
    <message>
        <source>--origin: '%1' is not X,Y or one of %2</source>
        <translation>--origin: '%1' não é X,Y nem um de %2</translation>
    </message>
</context>
<context>
    <name>OutputCheck</name>
    <message>
        <source>%1 would be written to %2, outside the output folder %3</source>
        <translation>%1 seria gravado em %2, fora da pasta de saída %3</translation>
    </message>
    <message>
        <source>%1 would overwrite %2 (%3)</source>
        <translation>%1 sobrescreveria %2 (%3)</translation>
    </message>
    <message>
        <source>%1 and %2 would both be written to %3</source>
        <translation>%1 e %2 seriam ambos gravados em %3</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>não é um arquivo comum</translation>
    </message>
</context>
<context>
    <name>ProjectExport</name>
    <message>
        <source>%1 (frame %2)</source>
        <translation>%1 (quadro %2)</translation>
    </message>
    <message>
        <source>%1 and %2 would both be named %3 in C</source>
        <translation>%1 e %2 se chamariam ambos %3 em C</translation>
    </message>
    <message>
        <source>the project file</source>
        <translation>o arquivo do projeto</translation>
    </message>
    <message>
        <source>the image of %1</source>
        <translation>a imagem de %1</translation>
    </message>
    <message>
        <source>the sheet %1</source>
        <translation>a folha %1</translation>
    </message>
    <message>
        <source>the frame list of %1</source>
        <translation>a lista de quadros de %1</translation>
    </message>
    <message>
        <source>%1 (channel %2)</source>
        <translation>%1 (canal %2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>frame %1 has no pixels: its rectangle lies outside the image</source>
        <translation>o quadro %1 não tem pixels: seu retângulo fica fora da imagem</translation>
    </message>
    <message>
        <source>%1 cannot be written: its frames make no valid mask file</source>
        <translation>%1 não pode ser gravado: seus quadros não formam um arquivo de máscara válido</translation>
    </message>
    <message>
        <source>the file name pattern has %1, which is not one of {dir}, {sprite}, {suffix}, {frame}, {channel} or {ext}</source>
        <translation>o padrão de nomes de arquivo tem %1, que não é um de {dir}, {sprite}, {suffix}, {frame}, {channel} ou {ext}</translation>
    </message>
    <message>
        <source>the export folder %1 is an absolute path, which every copy of the project writes into</source>
        <translation>a pasta de exportação %1 é um caminho absoluto, no qual toda cópia do projeto grava</translation>
    </message>
    <message>
        <source>the export folder %1 leads out of the project's folder, to %2</source>
        <translation>a pasta de exportação %1 sai da pasta do projeto, para %2</translation>
    </message>
    <message>
        <source>channel %1, frame %2: %3</source>
        <translation>canal %1, quadro %2: %3</translation>
    </message>
</context>
<context>
    <name>ProjectFile</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>não foi possível ler %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a valid project file: %2 at byte %3</source>
        <translation>%1 não é um arquivo de projeto válido: %2 no byte %3</translation>
    </message>
    <message>
        <source>%1 is not a Hitmask project</source>
        <translation>%1 não é um projeto do Hitmask</translation>
    </message>
    <message>
        <source>%1 was written by a newer Hitmask (project version %2; this one reads up to %3)</source>
        <translation>%1 foi gravado por um Hitmask mais novo (versão de projeto %2; esta lê até a %3)</translation>
    </message>
    <message>
        <source>sprite %1: %2</source>
        <translation>sprite %1: %2</translation>
    </message>
    <message>
        <source>sprite %1: a frame lies outside the image</source>
        <translation>sprite %1: um quadro está fora da imagem</translation>
    </message>
    <message>
        <source>sprite %1: the hand edits are damaged</source>
        <translation>sprite %1: as edições manuais estão danificadas</translation>
    </message>
    <message>
        <source>two channels are called %1</source>
        <translation>dois canais se chamam %1</translation>
    </message>
    <message>
        <source>%1 channels, more than the %2 a sprite may have</source>
        <translation>%1 canais, mais que os %2 que um sprite pode ter</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: there is not enough memory to open its sprites</source>
        <translation>%1: não há memória suficiente para abrir seus sprites</translation>
    </message>
    <message>
        <source>sprite %1: frame %L2, channel %3: %4</source>
        <translation>sprite %1: quadro %L2, canal %3: %4</translation>
    </message>
</context>
<context>
    <name>ProjectImages</name>
    <message>
        <source>sprite %1: its path has %2 characters, more than the %3 a path can have</source>
        <translation>sprite %1: seu caminho tem %2 caracteres, mais que os %3 que um caminho pode ter</translation>
    </message>
</context>
<context>
    <name>ProjectSchema</name>
    <message>
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <source>an array of length %L1</source>
        <translation>um array de tamanho %L1</translation>
    </message>
    <message>
        <source>%1: expected %2, found %3</source>
        <translation>%1: esperado %2, encontrado %3</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>o arquivo</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1: ausente</translation>
    </message>
    <message>
        <source>%1: not a key of a project file</source>
        <translation>%1: não é uma chave de um arquivo de projeto</translation>
    </message>
    <message>
        <source>an array of %L1 to %L2 items</source>
        <translation>um array de %L1 a %L2 itens</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>um array</translation>
    </message>
    <message>
        <source>a whole number from %L1 to %L2</source>
        <translation>um número inteiro de %L1 a %L2</translation>
    </message>
    <message>
        <source>a whole number of at least %L1</source>
        <translation>um número inteiro de pelo menos %L1</translation>
    </message>
    <message>
        <source>a number from %L1 to %L2</source>
        <translation>um número de %L1 a %L2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a non-empty string</source>
        <translation>uma string não vazia</translation>
    </message>
    <message>
        <source>a string or null</source>
        <translation>uma string ou null</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>uma string</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>um de %1</translation>
    </message>
    <message>
        <source>a colour written #rrggbb, or null</source>
        <translation>uma cor escrita #rrggbb, ou null</translation>
    </message>
    <message>
        <source>a colour written #rrggbb</source>
        <translation>uma cor escrita #rrggbb</translation>
    </message>
    <message>
        <source>an array of %1 whole numbers</source>
        <translation>um array de %1 números inteiros</translation>
    </message>
    <message>
        <source>a name of letters, digits and _ (at most %1)</source>
        <translation>um nome de letras, dígitos e _ (no máximo %1)</translation>
    </message>
    <message>
        <source>a number above 0 up to %L1</source>
        <translation>um número acima de 0 até %L1</translation>
    </message>
    <message>
        <source>a pair of strings [key, value]</source>
        <translation>um par de textos [chave, valor]</translation>
    </message>
    <message>
        <source>an array of %1 numbers</source>
        <translation>uma lista de %1 números</translation>
    </message>
    <message>
        <source>a name for files: no /, \, # or control characters, nor spaces around it</source>
        <translation>um nome para arquivos: sem /, \, # ou caracteres de controle, nem espaços em volta</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>an untitled project</source>
        <translation>um projeto sem título</translation>
    </message>
    <message>
        <source>Hitmask did not close normally, but the unsaved work of %1 from %2 cannot be restored: %3. The damaged file is kept as %4.</source>
        <translation>O Hitmask não foi fechado normalmente, mas o trabalho não salvo de %1 de %2 não pode ser restaurado: %3. O arquivo danificado é mantido como %4.</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Recuperar trabalho não salvo</translation>
    </message>
    <message>
        <source>Hitmask did not close normally. Restore the unsaved work of %1 from %2?</source>
        <translation>O Hitmask não foi fechado normalmente. Restaurar o trabalho não salvo de %1 de %2?</translation>
    </message>
    <message>
        <source>The unsaved work could not be restored: %1.</source>
        <translation>Não foi possível restaurar o trabalho não salvo: %1.</translation>
    </message>
    <message>
        <source>Unsaved work restored. Save it to keep it.</source>
        <translation>Trabalho não salvo restaurado. Salve-o para mantê-lo.</translation>
    </message>
    <message numerus="yes">
        <source>Unsaved work restored. Save it to keep it. %n older unsaved project(s) will be offered when Hitmask starts again.</source>
        <translation>
            <numerusform>Trabalho não salvo restaurado. Salve-o para mantê-lo. %n projeto não salvo mais antigo será oferecido quando o Hitmask iniciar de novo.</numerusform>
            <numerusform>Trabalho não salvo restaurado. Salve-o para mantê-lo. %n projetos não salvos mais antigos serão oferecidos quando o Hitmask iniciar de novo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveChannel</name>
    <message>
        <source>Remove Channel %1</source>
        <translation>Remover canal %1</translation>
    </message>
</context>
<context>
    <name>RemoveSprite</name>
    <message>
        <source>Remove %1</source>
        <translation>Remover %1</translation>
    </message>
</context>
<context>
    <name>SaveBeforeExport</name>
    <message>
        <source>Export Masks</source>
        <translation>Exportar máscaras</translation>
    </message>
    <message>
        <source>Save the project before exporting?</source>
        <translation>Salvar o projeto antes de exportar?</translation>
    </message>
    <message>
        <source>Export folders and file names are relative to the project file, and this project has not been saved yet.</source>
        <translation>Pastas e nomes de arquivo de exportação são relativos ao arquivo do projeto, e este projeto ainda não foi salvo.</translation>
    </message>
    <message>
        <source>Save As...</source>
        <translation>Salvar como…</translation>
    </message>
</context>
<context>
    <name>SetExportSettings</name>
    <message>
        <source>Change Export Settings</source>
        <translation>Alterar configurações de exportação</translation>
    </message>
</context>
<context>
    <name>SetFrameDuration</name>
    <message numerus="yes">
        <source>Set Duration of %n Frame(s)</source>
        <translation>
            <numerusform>Definir a duração de %n quadro</numerusform>
            <numerusform>Definir a duração de %n quadros</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetFrameOrigin</name>
    <message numerus="yes">
        <source>Set Origin of %n Frame(s)</source>
        <translation>
            <numerusform>Definir a origem de %n quadro</numerusform>
            <numerusform>Definir a origem de %n quadros</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetMaskSettings</name>
    <message>
        <source>Change Colour Key</source>
        <translation>Alterar cor-chave</translation>
    </message>
    <message>
        <source>Set Threshold to %1</source>
        <translation>Definir limiar como %1</translation>
    </message>
    <message>
        <source>Set Key Tolerance to %1</source>
        <translation>Definir tolerância da chave como %1</translation>
    </message>
</context>
<context>
    <name>ShapeCopy</name>
    <message numerus="yes">
        <source>Copy Shapes to %n Frame(s)</source>
        <translation>
            <numerusform>Copiar formas para %n quadro</numerusform>
            <numerusform>Copiar formas para %n quadros</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy Shapes to All Frames</source>
        <translation>Copiar formas para todos os quadros</translation>
    </message>
    <message>
        <source>Copy Shapes to All Rotations</source>
        <translation>Copiar formas para todas as rotações</translation>
    </message>
</context>
<context>
    <name>ShapeOverlay</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln box(es)</source>
        <translation>
            <numerusform>%Ln caixa</numerusform>
            <numerusform>%Ln caixas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln wrong pixel(s)</source>
        <translation>
            <numerusform>%Ln pixel errado</numerusform>
            <numerusform>%Ln pixels errados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln polygon(s)</source>
        <translation>
            <numerusform>%Ln polígono</numerusform>
            <numerusform>%Ln polígonos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln vertices</source>
        <translation>
            <numerusform>%Ln vértice</numerusform>
            <numerusform>%Ln vértices</numerusform>
        </translation>
    </message>
    <message>
        <source>Computing shapes...</source>
        <translation>Calculando formas...</translation>
    </message>
    <message>
        <source>Not enough memory for the shapes (computing again...)</source>
        <translation>Memória insuficiente para as formas (calculando de novo...)</translation>
    </message>
    <message>
        <source>Not enough memory for the shapes</source>
        <translation>Memória insuficiente para as formas</translation>
    </message>
    <message>
        <source>%1 (computing...)</source>
        <translation>%1 (calculando...)</translation>
    </message>
    <message>
        <source>Hand shapes: %1, %2, %3</source>
        <translation>Formas à mão: %1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln shape(s)</source>
        <translation>
            <numerusform>%Ln forma</numerusform>
            <numerusform>%Ln formas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShapesCommand</name>
    <message>
        <source>Print a sprite's collision shapes: the fewest boxes that cover its mask exactly, or its outline as polygons.</source>
        <translation>Imprime as formas de colisão de um sprite: o menor número de caixas que cobre exatamente sua máscara, ou seu contorno como polígonos.</translation>
    </message>
    <message>
        <source>Axis-aligned boxes.</source>
        <translation>Caixas alinhadas aos eixos.</translation>
    </message>
    <message>
        <source>At most K boxes, as close to the mask as they can be (1-%1).</source>
        <translation>No máximo K caixas, o mais próximas possível da máscara (1-%1).</translation>
    </message>
    <message>
        <source>Outlines as polygons with holes.</source>
        <translation>Contornos como polígonos com furos.</translation>
    </message>
    <message>
        <source>Simplify outlines: vertices may move up to T pixels (default 0, exact).</source>
        <translation>Simplifica os contornos: os vértices podem se mover até T pixels (padrão 0, exato).</translation>
    </message>
    <message>
        <source>Convex pieces instead of outlines.</source>
        <translation>Peças convexas em vez de contornos.</translation>
    </message>
    <message>
        <source>Vertices per convex piece (4-1024, default 8).</source>
        <translation>Vértices por peça convexa (4-1024, padrão 8).</translation>
    </message>
    <message>
        <source>Grow the mask by N pixels first; negative shrinks (-%1 to %1).</source>
        <translation>Primeiro expande a máscara em N pixels; negativo encolhe (-%1 a %1).</translation>
    </message>
    <message>
        <source>Print the shapes as JSON.</source>
        <translation>Imprime as formas como JSON.</translation>
    </message>
    <message>
        <source>Write a file instead of printing.</source>
        <translation>Grava um arquivo em vez de imprimir.</translation>
    </message>
    <message>
        <source>shapes: give either --json or -o OUT</source>
        <translation>shapes: informe --json ou -o SAÍDA</translation>
    </message>
    <message>
        <source>shapes: choose one of --boxes and --polygons</source>
        <translation>shapes: escolha um entre --boxes e --polygons</translation>
    </message>
    <message>
        <source>--%1 needs %2</source>
        <translation>--%1 requer %2</translation>
    </message>
    <message>
        <source>--tolerance: '%1' is not a number from 0 to %2</source>
        <translation>--tolerance: '%1' não é um número de 0 a %2</translation>
    </message>
    <message>
        <source>Image file (PNG, BMP, GIF, JPEG, ...), or a .hitmask project whose sprite's frames, hand edits and channels are used.</source>
        <translation>Arquivo de imagem (PNG, BMP, GIF, JPEG, ...) ou um projeto .hitmask, cujo sprite é usado com seus quadros, edições manuais e canais.</translation>
    </message>
    <message>
        <source>With a project: the sprite, by file name without suffix (needed when the project has several).</source>
        <translation>Com um projeto: o sprite, pelo nome do arquivo sem extensão (necessário quando o projeto tem vários).</translation>
    </message>
    <message>
        <source>With a project: only this channel (default: every channel).</source>
        <translation>Com um projeto: apenas este canal (padrão: todos os canais).</translation>
    </message>
    <message>
        <source>--%1 needs a .hitmask project; %2 is an image</source>
        <translation>--%1 precisa de um projeto .hitmask; %2 é uma imagem</translation>
    </message>
    <message>
        <source>--%1 does not apply to a project, whose sprites have their own frames and mask rules</source>
        <translation>--%1 não se aplica a um projeto, cujos sprites têm seus próprios quadros e regras de máscara</translation>
    </message>
    <message>
        <source>shapes: %1 has no sprites</source>
        <translation>shapes: %1 não tem sprites</translation>
    </message>
    <message>
        <source>shapes: %1 has several sprites; choose one with --sprite (%2)</source>
        <translation>shapes: %1 tem vários sprites; escolha um com --sprite (%2)</translation>
    </message>
    <message>
        <source>--sprite: %1 has no sprite '%2' (%3)</source>
        <translation>--sprite: %1 não tem o sprite '%2' (%3)</translation>
    </message>
    <message>
        <source>--channel: %1 has no channel '%2' (%3)</source>
        <translation>--channel: %1 não tem o canal '%2' (%3)</translation>
    </message>
    <message>
        <source>shapes: --depfile needs an output file (-o OUT), not --json</source>
        <translation>shapes: --depfile precisa de um arquivo de saída (-o OUT), não de --json</translation>
    </message>
    <message>
        <source>the project %1</source>
        <translation>o projeto %1</translation>
    </message>
    <message>
        <source>the sprite %1</source>
        <translation>o sprite %1</translation>
    </message>
    <message>
        <source>the sheet %1</source>
        <translation>a folha %1</translation>
    </message>
    <message>
        <source>shapes: %1: %2</source>
        <translation>shapes: %1: %2</translation>
    </message>
    <message>
        <source>the shapes file</source>
        <translation>o arquivo de formas</translation>
    </message>
    <message>
        <source>the side-car file</source>
        <translation>o arquivo auxiliar</translation>
    </message>
    <message>
        <source>the depfile</source>
        <translation>o depfile</translation>
    </message>
    <message>
        <source>shapes: %1; nothing was written</source>
        <translation>shapes: %1; nada foi gravado</translation>
    </message>
    <message>
        <source>the image of the sprite %1</source>
        <translation>a imagem do sprite %1</translation>
    </message>
    <message>
        <source>the sheet of the sprite %1</source>
        <translation>a folha do sprite %1</translation>
    </message>
    <message>
        <source>Identifier in the file (default: the output file's name without its suffix).</source>
        <translation>Identificador no arquivo (padrão: o nome do arquivo de saída sem o sufixo).</translation>
    </message>
    <message>
        <source>With -o: %1.</source>
        <translation>Com -o: %1.</translation>
    </message>
    <message>
        <source>--format: '%1' is not a shape format (%2)</source>
        <translation>--format: '%1' não é um formato de formas (%2)</translation>
    </message>
    <message>
        <source>The engine's scale: convex pieces keep their vertices Box2D's linear slop (0.005 m) apart at it (%1-%2, default %3).</source>
        <translation>A escala do motor: peças convexas mantêm seus vértices afastados pela folga linear do Box2D (0,005 m) nela (%1-%2, padrão %3).</translation>
    </message>
    <message>
        <source>With a project: trace every frame's shapes from its mask, ignoring shapes drawn by hand.</source>
        <translation>Com um projeto: traçar as formas de cada quadro a partir da máscara, ignorando as formas desenhadas à mão.</translation>
    </message>
    <message>
        <source>--channel: the channel '%1' of %2 has no shapes: no solid pixel and no shape drawn by hand in any frame</source>
        <translation>--channel: o canal '%1' de %2 não tem formas: nenhum pixel sólido e nenhuma forma desenhada à mão em nenhum quadro</translation>
    </message>
    <message>
        <source>--pixels-per-metre: '%1' is not a number from %2 to %3</source>
        <translation>--pixels-per-metre: '%1' não é um número de %2 a %3</translation>
    </message>
</context>
<context>
    <name>ShapesJson</name>
    <message>
        <source>hand polygon %L1 crosses itself or has no area</source>
        <translation>o polígono à mão %L1 cruza a si mesmo ou não tem área</translation>
    </message>
</context>
<context>
    <name>SliceSprite</name>
    <message numerus="yes">
        <source>Slice into %n Frame(s)</source>
        <translation>
            <numerusform>Cortar em %n quadro</numerusform>
            <numerusform>Cortar em %n quadros</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpriteBatch</name>
    <message>
        <source>Clone %1 as %2</source>
        <translation>Clonar %1 como %2</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n Sprite(s)</source>
        <translation>
            <numerusform>Remover %n sprite</numerusform>
            <numerusform>Remover %n sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add Channel %1 to %n Sprite(s)</source>
        <translation>
            <numerusform>Adicionar canal %1 a %n sprite</numerusform>
            <numerusform>Adicionar canal %1 a %n sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove Channel %1 from %n Sprite(s)</source>
        <translation>
            <numerusform>Remover canal %1 de %n sprite</numerusform>
            <numerusform>Remover canal %1 de %n sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Include %n Sprite(s) in Export</source>
        <translation>
            <numerusform>Incluir %n sprite na exportação</numerusform>
            <numerusform>Incluir %n sprites na exportação</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skip %n Sprite(s) in Export</source>
        <translation>
            <numerusform>Omitir %n sprite na exportação</numerusform>
            <numerusform>Omitir %n sprites na exportação</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Include %n Sprite(s) in Export Target %1</source>
        <translation>
            <numerusform>Incluir %n sprite no destino de exportação %1</numerusform>
            <numerusform>Incluir %n sprites no destino de exportação %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skip %n Sprite(s) in Export Target %1</source>
        <translation>
            <numerusform>Omitir %n sprite no destino de exportação %1</numerusform>
            <numerusform>Omitir %n sprites no destino de exportação %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpriteFile</name>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 não é um arquivo</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>the sheet's image %1 is not beside %2</source>
        <translation>a imagem da folha, %1, não está ao lado de %2</translation>
    </message>
</context>
<context>
    <name>TargetExport</name>
    <message>
        <source>target %1: %2</source>
        <translation>destino %1: %2</translation>
    </message>
    <message>
        <source>a file of target %1</source>
        <translation>um arquivo do destino %1</translation>
    </message>
</context>
<context>
    <name>WorldCommand</name>
    <message>
        <source>Run a seeded random world of many moving sprites, chosen in turn from the given images and HMSK files (every frame of a file), and print, for every frame, the pairs whose boxes overlap, the pairs whose pixels overlap and the time taken to move every sprite and find the pairs.</source>
        <translation>Roda um mundo aleatório, com semente, de muitos sprites em movimento, escolhidos em sequência das imagens e arquivos HMSK dados (todos os quadros de um arquivo), e mostra, para cada quadro, os pares cujas caixas se sobrepõem, os pares cujos pixels se sobrepõem e o tempo gasto para mover todos os sprites e achar os pares.</translation>
    </message>
    <message>
        <source>Sprite images or .hmsk files, one or more.</source>
        <translation>Imagens de sprites ou arquivos .hmsk, um ou mais.</translation>
    </message>
    <message>
        <source>Number of sprites (default 1000).</source>
        <translation>Número de sprites (padrão 1000).</translation>
    </message>
    <message>
        <source>Playfield size in pixels; sprites wrap around its edges (default: a square where each sprite's box meets about two others).</source>
        <translation>Tamanho do campo em pixels; os sprites saem por uma borda e voltam pela oposta (padrão: um quadrado em que a caixa de cada sprite encontra cerca de duas outras).</translation>
    </message>
    <message>
        <source>Frames to run (default 60).</source>
        <translation>Quadros a rodar (padrão 60).</translation>
    </message>
    <message>
        <source>Random seed (default 1).</source>
        <translation>Semente aleatória (padrão 1).</translation>
    </message>
    <message>
        <source>Grid cell size in pixels (default 64).</source>
        <translation>Tamanho das células da grade em pixels (padrão 64).</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Imprime um objeto JSON.</translation>
    </message>
    <message>
        <source>Also count, for every frame, the pairs that began and ended touching since the frame before (the world's contact events).</source>
        <translation>Contar também, para cada quadro, os pares que começaram e deixaram de se tocar desde o quadro anterior (os eventos de contato do mundo).</translation>
    </message>
    <message>
        <source>world: no sprites given (see world --help)</source>
        <translation>world: nenhum sprite informado (veja world --help)</translation>
    </message>
    <message>
        <source>--size: '%1' is not in the form WxH (whole numbers from 1 to %2, e.g. 1024x768)</source>
        <translation>--size: '%1' não está no formato LxA (números inteiros de 1 a %2, p. ex. 1024x768)</translation>
    </message>
    <message>
        <source>frame %1: %2 box pairs, %3 pixel pairs, %4 ms</source>
        <translation>quadro %1: %2 pares de caixas, %3 pares de pixels, %4 ms</translation>
    </message>
    <message>
        <source>frame %1: %2 box pairs, %3 pixel pairs (%4 began, %5 ended), %6 ms</source>
        <translation>quadro %1: %2 pares de caixas, %3 pares de pixels (%4 começaram, %5 terminaram), %6 ms</translation>
    </message>
    <message>
        <source>%1 frames: %2 ms per frame on average, %3 ms at most</source>
        <translation>%1 quadros: %2 ms por quadro em média, %3 ms no máximo</translation>
    </message>
    <message numerus="yes">
        <source>%1 sprites (%n mask(s)) on %2x%3 pixels, seed %4</source>
        <translation>
            <numerusform>%1 sprites (%n máscara) em %2x%3 pixels, semente %4</numerusform>
            <numerusform>%1 sprites (%n máscaras) em %2x%3 pixels, semente %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop with an error before a frame whose sprites would need more than N pair tests, such as thousands of sprites piled on one spot (default %L1).</source>
        <translation>Para com um erro antes de um quadro cujos sprites precisariam de mais de N testes de pares, como milhares de sprites empilhados num mesmo ponto (padrão %L1).</translation>
    </message>
    <message>
        <source>world: frame %1 would test up to %L2 pairs of sprites, more than --max-pairs %L3; spread the sprites out (--size), use fewer (--sprites) or raise --max-pairs</source>
        <translation>world: o quadro %1 testaria até %L2 pares de sprites, mais que --max-pairs %L3; espalhe os sprites (--size), use menos (--sprites) ou aumente --max-pairs</translation>
    </message>
</context>
<context>
    <name>ZoomLevel</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>hitmask::AutoBrushTool</name>
    <message>
        <source>Auto Brush</source>
        <translation>Pincel automático</translation>
    </message>
    <message>
        <source>Reset to Auto</source>
        <translation>Redefinir para automático</translation>
    </message>
</context>
<context>
    <name>hitmask::AutosaveStatus</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Falha no salvamento automático: %1</translation>
    </message>
    <message>
        <source>%1.

Unsaved changes are not protected against a crash until an autosave succeeds; the last recovery file is kept until then.</source>
        <translation>%1.

Alterações não salvas não estão protegidas contra uma falha até que um salvamento automático dê certo; o último arquivo de recuperação é mantido até lá.</translation>
    </message>
</context>
<context>
    <name>hitmask::BitsEditor</name>
    <message>
        <source>Hex (0x0000000F) or layers 1 to 32 (1, 3-5); the grid button ticks layers one by one</source>
        <translation>Hex (0x0000000F) ou camadas 1 a 32 (1, 3-5); o botão de grade marca as camadas uma a uma</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Camadas</translation>
    </message>
    <message>
        <source>Tick layers 1 to 32</source>
        <translation>Marcar camadas 1 a 32</translation>
    </message>
    <message>
        <source>Layer %1 (bit %2)</source>
        <translation>Camada %1 (bit %2)</translation>
    </message>
    <message>
        <source>Differs between the selected sprites; a value typed here replaces it in all</source>
        <translation>Difere entre os sprites selecionados; um valor digitado aqui o substitui em todos</translation>
    </message>
    <message>
        <source>Layers %1</source>
        <translation>Camadas %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
</context>
<context>
    <name>hitmask::BoxReadout</name>
    <message>
        <source>The same pair as rectangles: each posed mask cut into the fewest boxes that cover exactly its pixels, tested box against box</source>
        <translation>O mesmo par como retângulos: cada máscara posicionada dividida no menor número de caixas que cobrem exatamente seus pixels, testadas caixa contra caixa</translation>
    </message>
    <message>
        <source>Boxes (%1 + %2, exact): %3</source>
        <translation>Caixas (%1 + %2, exatas): %3</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>se sobrepõem</translation>
    </message>
    <message>
        <source>apart</source>
        <translation>separadas</translation>
    </message>
    <message>
        <source>(agrees with the pixels)</source>
        <translation>(concorda com os pixels)</translation>
    </message>
    <message>
        <source>&lt;b style='color:#c00000'&gt;(disagrees: pixels say %1)&lt;/b&gt;</source>
        <translation>&lt;b style='color:#c00000'&gt;(discorda: os pixels dizem %1)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>colliding</source>
        <translation>colidindo</translation>
    </message>
    <message>
        <source>not colliding</source>
        <translation>sem colisão</translation>
    </message>
</context>
<context>
    <name>hitmask::CanvasView</name>
    <message>
        <source>Open an image or a project (%1), or drag files here.
New to Hitmask? Help &gt; Open Demo Project shows a finished one.</source>
        <translation>Abra uma imagem ou um projeto (%1), ou arraste arquivos para cá.
Novo no Hitmask? Ajuda &gt; Abrir projeto de demonstração mostra um pronto.</translation>
    </message>
</context>
<context>
    <name>hitmask::ChannelActions</name>
    <message>
        <source>&amp;Add Channel</source>
        <translation>&amp;Adicionar canal</translation>
    </message>
    <message>
        <source>&amp;Remove Channel</source>
        <translation>&amp;Remover canal</translation>
    </message>
    <message>
        <source>Re&amp;name Channel</source>
        <translation>Re&amp;nomear canal</translation>
    </message>
    <message>
        <source>Clear Review &amp;Marks</source>
        <translation>Limpar &amp;marcas de revisão</translation>
    </message>
    <message>
        <source>Add a channel to the sprite (hurt, hit, ...)</source>
        <translation>Adicionar um canal ao sprite (hurt, hit, ...)</translation>
    </message>
    <message>
        <source>Remove the channel painted; solid stays</source>
        <translation>Remover o canal pintado; solid permanece</translation>
    </message>
    <message>
        <source>Settle every review mark of the sprite: hand edits whose auto mask changed</source>
        <translation>Resolver todas as marcas de revisão do sprite: edições manuais cuja máscara automática mudou</translation>
    </message>
</context>
<context>
    <name>hitmask::ChannelPicker</name>
    <message>
        <source>Which channel collides: solid, or a hitbox or hurtbox channel</source>
        <translation>Qual canal colide: solid, ou um canal de hitbox ou hurtbox</translation>
    </message>
</context>
<context>
    <name>hitmask::ChannelsDock</name>
    <message>
        <source>Channels</source>
        <translation>Canais</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Next &amp;Channel</source>
        <translation>Próximo &amp;canal</translation>
    </message>
    <message>
        <source>Previous C&amp;hannel</source>
        <translation>Canal an&amp;terior</translation>
    </message>
    <message>
        <source>The canvas paints on the selected channel; unticked channels are hidden. Double-click a name to rename it.</source>
        <translation>A tela pinta no canal selecionado; canais desmarcados ficam ocultos. Clique duas vezes em um nome para renomeá-lo.</translation>
    </message>
    <message>
        <source>How the channel's mask is made before hand edits</source>
        <translation>Como a máscara do canal é feita antes das edições manuais</translation>
    </message>
    <message>
        <source>Solid where alpha is above this</source>
        <translation>Sólido onde o alfa está acima deste valor</translation>
    </message>
    <message>
        <source>Key...</source>
        <translation>Chave...</translation>
    </message>
    <message>
        <source>The colour that does not collide</source>
        <translation>A cor que não colide</translation>
    </message>
    <message>
        <source>Made from:</source>
        <translation>Feito de:</translation>
    </message>
    <message>
        <source>Channel Colour</source>
        <translation>Cor do canal</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>The image (see Mask Settings)</source>
        <translation>A imagem (veja Configurações da máscara)</translation>
    </message>
    <message>
        <source>Alpha</source>
        <translation>Alfa</translation>
    </message>
    <message>
        <source>Colour key</source>
        <translation>Cor-chave</translation>
    </message>
    <message>
        <source>Empty (paint by hand)</source>
        <translation>Vazio (pintar à mão)</translation>
    </message>
    <message>
        <source>Copy of %1</source>
        <translation>Cópia de %1</translation>
    </message>
    <message>
        <source>Copy of a removed channel</source>
        <translation>Cópia de um canal removido</translation>
    </message>
    <message>
        <source>there is a channel called %1 already</source>
        <translation>já existe um canal chamado %1</translation>
    </message>
    <message>
        <source>Not renamed: %1.</source>
        <translation>Não renomeado: %1.</translation>
    </message>
    <message>
        <source>± </source>
        <translation>± </translation>
    </message>
    <message>
        <source>Key tolerance: colours this close to the key on each of red, green and blue do not collide either</source>
        <translation>Tolerância da chave: cores tão próximas da chave em cada um de vermelho, verde e azul também não colidem</translation>
    </message>
    <message>
        <source>Key tolerance</source>
        <translation>Tolerância da chave</translation>
    </message>
    <message>
        <source>Physics</source>
        <translation>Física</translation>
    </message>
    <message>
        <source>How the channel's shapes behave in a physics engine</source>
        <translation>Como as formas do canal se comportam em um motor de física</translation>
    </message>
    <message numerus="yes">
        <source>Of the channel %1 in %n selected sprite(s).</source>
        <translation>
            <numerusform>Do canal %1 em %n sprite selecionado.</numerusform>
            <numerusform>Do canal %1 em %n sprites selecionados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set %1 of %2</source>
        <translation>Definir %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 of %2 in %n Sprite(s)</source>
        <translation>
            <numerusform>Definir %1 de %2 em %n sprite</numerusform>
            <numerusform>Definir %1 de %2 em %n sprites</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Choose Colour...</source>
        <translation>&amp;Escolher cor...</translation>
    </message>
    <message>
        <source>&amp;Automatic Colour</source>
        <translation>Cor &amp;automática</translation>
    </message>
    <message>
        <source>The channel's colour on the canvas: choose one, or let Hitmask pick one that stands out against the sprite</source>
        <translation>A cor do canal na tela: escolha uma ou deixe o Hitmask escolher uma que se destaque do sprite</translation>
    </message>
    <message>
        <source>Channel colour</source>
        <translation>Cor do canal</translation>
    </message>
</context>
<context>
    <name>hitmask::ColliderTool</name>
    <message>
        <source>Shapes</source>
        <translation>Formas</translation>
    </message>
    <message>
        <source>Move Shape Vertex</source>
        <translation>Mover vértice da forma</translation>
    </message>
    <message>
        <source>Move Shape Edge</source>
        <translation>Mover aresta da forma</translation>
    </message>
    <message>
        <source>Move Shape</source>
        <translation>Mover forma</translation>
    </message>
    <message>
        <source>A polygon may not cross itself: the shape went back.</source>
        <translation>Um polígono não pode cruzar a si mesmo: a forma voltou.</translation>
    </message>
    <message>
        <source>A shape needs a size: the shape went back.</source>
        <translation>Uma forma precisa de um tamanho: a forma voltou.</translation>
    </message>
    <message>
        <source>Add Box</source>
        <translation>Adicionar caixa</translation>
    </message>
    <message>
        <source>Add Circle</source>
        <translation>Adicionar círculo</translation>
    </message>
    <message>
        <source>A polygon needs at least three vertices.</source>
        <translation>Um polígono precisa de pelo menos três vértices.</translation>
    </message>
    <message>
        <source>A polygon may not cross itself: it was not added.</source>
        <translation>Um polígono não pode cruzar a si mesmo: não foi adicionado.</translation>
    </message>
    <message>
        <source>Add Polygon</source>
        <translation>Adicionar polígono</translation>
    </message>
    <message>
        <source>A polygon may not cross itself: no vertex was added.</source>
        <translation>Um polígono não pode cruzar a si mesmo: nenhum vértice foi adicionado.</translation>
    </message>
    <message>
        <source>Add Shape Vertex</source>
        <translation>Adicionar vértice à forma</translation>
    </message>
    <message>
        <source>A polygon keeps at least three vertices and may not cross itself.</source>
        <translation>Um polígono mantém pelo menos três vértices e não pode cruzar a si mesmo.</translation>
    </message>
    <message>
        <source>Delete Shape Vertex</source>
        <translation>Excluir vértice da forma</translation>
    </message>
    <message>
        <source>Delete Shape</source>
        <translation>Excluir forma</translation>
    </message>
    <message>
        <source>A polygon may not cross itself: it stays as it was.</source>
        <translation>Um polígono não pode cruzar a si mesmo: ele fica como estava.</translation>
    </message>
    <message>
        <source>Nudge Shape</source>
        <translation>Deslocar forma</translation>
    </message>
</context>
<context>
    <name>hitmask::CollisionView</name>
    <message>
        <source>Choose sprite A and sprite B to see how they collide.</source>
        <translation>Escolha o sprite A e o sprite B para ver como colidem.</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
</context>
<context>
    <name>hitmask::EllipseTool</name>
    <message>
        <source>Ellipse</source>
        <translation>Elipse</translation>
    </message>
    <message>
        <source>Fill Ellipse</source>
        <translation>Preencher elipse</translation>
    </message>
</context>
<context>
    <name>hitmask::EraserTool</name>
    <message>
        <source>Eraser</source>
        <translation>Borracha</translation>
    </message>
    <message>
        <source>Eraser Stroke</source>
        <translation>Traço de borracha</translation>
    </message>
</context>
<context>
    <name>hitmask::ExportDialog</name>
    <message>
        <source>Raw payload, without the HMSK header (one file per frame)</source>
        <translation>Só os dados, sem o cabeçalho HMSK (um arquivo por quadro)</translation>
    </message>
    <message>
        <source>Export Masks</source>
        <translation>Exportar máscaras</translation>
    </message>
    <message>
        <source>The payload a C header holds</source>
        <translation>Os dados que um cabeçalho C contém</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <source>C header payload:</source>
        <translation>Dados do cabeçalho C:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Pasta:</translation>
    </message>
    <message>
        <source>File names:</source>
        <translation>Nomes de arquivo:</translation>
    </message>
    <message>
        <source>Size of the selected sprites:</source>
        <translation>Tamanho dos sprites selecionados:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Nothing to export.</source>
        <translation>Nada a exportar.</translation>
    </message>
    <message numerus="yes">
        <source>Writes %n file(s), the first: %1</source>
        <translation>
            <numerusform>Grava %n arquivo: %1</numerusform>
            <numerusform>Grava %n arquivos, o primeiro: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>Export Folder</source>
        <translation>Pasta de exportação</translation>
    </message>
    <message>
        <source>Nothing would be written: %1</source>
        <translation>Nada seria gravado: %1</translation>
    </message>
    <message>
        <source>{dir}: the sprite's folder within the project, {sprite}: the sprite's file name, {suffix}: the sprite file's suffix (png, gif), {frame}: the frame number, {channel}: the channel's name (PBM, PNG and raw write one file per channel), {ext}: the format's suffix</source>
        <translation>{dir}: a pasta do sprite no projeto, {sprite}: o nome do arquivo do sprite, {suffix}: o sufixo do arquivo do sprite (png, gif), {frame}: o número do quadro, {channel}: o nome do canal (PBM, PNG e bruto gravam um arquivo por canal), {ext}: o sufixo do formato</translation>
    </message>
    <message numerus="yes">
        <source>%n sprite(s) cannot be written in this format: %1. Export the other sprites and leave these out?</source>
        <translation>
            <numerusform>%n sprite não pode ser gravado neste formato: %1. Exportar os outros sprites e deixar este de fora?</numerusform>
            <numerusform>%n sprites não podem ser gravados neste formato: %1. Exportar os outros sprites e deixar estes de fora?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the Others</source>
        <translation>Exportar os outros</translation>
    </message>
    <message>
        <source>Name, e.g. godot</source>
        <translation>Nome, por exemplo godot</translation>
    </message>
    <message>
        <source>Add as Target</source>
        <translation>Adicionar como destino</translation>
    </message>
    <message>
        <source>Remove Target</source>
        <translation>Remover destino</translation>
    </message>
    <message>
        <source>Export targets:</source>
        <translation>Destinos de exportação:</translation>
    </message>
    <message>
        <source>%1: %2 in %3</source>
        <translation>%1: %2 em %3</translation>
    </message>
    <message>
        <source>Note: %1.</source>
        <translation>Observação: %1.</translation>
    </message>
    <message>
        <source>Export All Targets would write nothing: %1</source>
        <translation>Exportar todos os destinos não gravaria nada: %1</translation>
    </message>
    <message>
        <source>Add Export Target %1</source>
        <translation>Adicionar destino de exportação %1</translation>
    </message>
    <message>
        <source>Change Export Target %1</source>
        <translation>Alterar destino de exportação %1</translation>
    </message>
    <message>
        <source>Remove Export Target %1</source>
        <translation>Remover destino de exportação %1</translation>
    </message>
    <message>
        <source>&amp;Sprites:</source>
        <translation>&amp;Sprites:</translation>
    </message>
</context>
<context>
    <name>hitmask::EyedropperTool</name>
    <message>
        <source>Colour Key Picker</source>
        <translation>Conta-gotas da cor-chave</translation>
    </message>
</context>
<context>
    <name>hitmask::FillTool</name>
    <message>
        <source>Fill</source>
        <translation>Preencher</translation>
    </message>
</context>
<context>
    <name>hitmask::FrameActions</name>
    <message>
        <source>Slice into &amp;Frames...</source>
        <translation>Cortar em &amp;quadros...</translation>
    </message>
    <message>
        <source>Generate &amp;Rotation Set...</source>
        <translation>Gerar conjunto de &amp;rotações...</translation>
    </message>
    <message>
        <source>Make the sprite's frames the rotations of the current frame</source>
        <translation>Os quadros do sprite passam a ser as rotações do quadro atual</translation>
    </message>
    <message>
        <source>%1 has its frames from its file already (an animation, a sheet or a rotation set); it cannot be sliced as well.</source>
        <translation>%1 já tem seus quadros do próprio arquivo (uma animação, uma folha ou um conjunto de rotações); não pode ser cortado também.</translation>
    </message>
    <message>
        <source>Cannot generate the rotation set: %1.</source>
        <translation>Não é possível gerar o conjunto de rotações: %1.</translation>
    </message>
</context>
<context>
    <name>hitmask::FrameCollisions</name>
    <message>
        <source>Frame of A</source>
        <translation>Quadro de A</translation>
    </message>
    <message>
        <source>Frame of B</source>
        <translation>Quadro de B</translation>
    </message>
    <message>
        <source>Pixels</source>
        <translation>Pixels</translation>
    </message>
    <message>
        <source>No pair of frames collides here.</source>
        <translation>Nenhum par de quadros colide aqui.</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of frames collide here:</source>
        <translation>
            <numerusform>%n par de quadros colide aqui:</numerusform>
            <numerusform>%n pares de quadros colidem aqui:</numerusform>
        </translation>
    </message>
    <message>
        <source>(only the first %1 frames of each sprite are compared)</source>
        <translation>(apenas os primeiros %1 quadros de cada sprite são comparados)</translation>
    </message>
</context>
<context>
    <name>hitmask::FramePropertiesDialog</name>
    <message>
        <source>Frame Properties</source>
        <translation>Propriedades do quadro</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) of %1: %2</source>
        <translation>
            <numerusform>%n quadro de %1: %2</numerusform>
            <numerusform>%n quadros de %1: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>&amp;Duração:</translation>
    </message>
    <message>
        <source>Origin &amp;X:</source>
        <translation>Origem &amp;X:</translation>
    </message>
    <message>
        <source>Origin &amp;Y:</source>
        <translation>Origem &amp;Y:</translation>
    </message>
    <message>
        <source>The origin is the pivot in the frame's pixels, from its top-left corner; exports write it with each frame. Values set here stay when the art is reloaded.</source>
        <translation>A origem é o pivô nos pixels do quadro, a partir do seu canto superior esquerdo; as exportações a escrevem com cada quadro. Os valores definidos aqui permanecem quando a arte é recarregada.</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Misto</translation>
    </message>
    <message>
        <source>Set Frame Properties</source>
        <translation>Definir propriedades do quadro</translation>
    </message>
</context>
<context>
    <name>hitmask::FrameStripDock</name>
    <message>
        <source>Frames</source>
        <translation>Quadros</translation>
    </message>
    <message>
        <source>&amp;Previous Frame</source>
        <translation>Quadro &amp;anterior</translation>
    </message>
    <message>
        <source>&amp;Next Frame</source>
        <translation>&amp;Próximo quadro</translation>
    </message>
    <message>
        <source>F&amp;irst Frame</source>
        <translation>P&amp;rimeiro quadro</translation>
    </message>
    <message>
        <source>&amp;Last Frame</source>
        <translation>Ú&amp;ltimo quadro</translation>
    </message>
    <message>
        <source>&amp;Play Frames</source>
        <translation>Reproduzir &amp;quadros</translation>
    </message>
    <message>
        <source>Play the frames in a loop, each for its duration (%1 ms when the file gives none)</source>
        <translation>Reproduzir os quadros em laço, cada um pela sua duração (%1 ms quando o arquivo não dá nenhuma)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Frame %1: %2 x %3</source>
        <translation>Quadro %1: %2 x %3</translation>
    </message>
    <message>
        <source>from %1, %2 of the image</source>
        <translation>de %1, %2 da imagem</translation>
    </message>
    <message>
        <source>shown for %1 ms</source>
        <translation>mostrado por %1 ms</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, past the last frame)</source>
        <translation>%1 (%2, além do último quadro)</translation>
    </message>
    <message>
        <source>%1 ms*</source>
        <translation>%1 ms*</translation>
    </message>
    <message>
        <source>The sprite's tags (named animations): choosing one selects its frames and plays only them</source>
        <translation>As tags do sprite (animações nomeadas): escolher uma seleciona os seus quadros e reproduz só eles</translation>
    </message>
    <message>
        <source>Frame &amp;Properties...</source>
        <translation>&amp;Propriedades do quadro...</translation>
    </message>
    <message>
        <source>Set the duration and origin of the selected frames</source>
        <translation>Definir a duração e a origem dos quadros selecionados</translation>
    </message>
    <message>
        <source>Use the File's Duration and Origin</source>
        <translation>Usar a duração e a origem do arquivo</translation>
    </message>
    <message>
        <source>All frames</source>
        <translation>Todos os quadros</translation>
    </message>
    <message>
        <source>origin %1, %2</source>
        <translation>origem %1, %2</translation>
    </message>
    <message>
        <source>(* set by hand)</source>
        <translation>(* definido à mão)</translation>
    </message>
</context>
<context>
    <name>hitmask::MainWindow</name>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>Collision &amp;Preview</source>
        <translation>&amp;Prévia de colisão</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Export Masks...</source>
        <translation>E&amp;xportar máscaras…</translation>
    </message>
    <message>
        <source>Export A&amp;gain</source>
        <translation>Exportar &amp;novamente</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>&amp;About Hitmask</source>
        <translation>&amp;Sobre o Hitmask</translation>
    </message>
    <message>
        <source>About Hitmask</source>
        <translation>Sobre o Hitmask</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Hitmask %1&lt;/h3&gt;&lt;p&gt;Collision masks for 2D games: made from a sprite's alpha, fixed by hand, exported for the game.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hitmask %1&lt;/h3&gt;&lt;p&gt;Máscaras de colisão para jogos 2D: geradas a partir do alfa de um sprite, corrigidas à mão, exportadas para o jogo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Invert Mask</source>
        <translation>&amp;Inverter máscara</translation>
    </message>
    <message>
        <source>&amp;Clear Mask</source>
        <translation>&amp;Limpar máscara</translation>
    </message>
    <message>
        <source>Reset Mask to &amp;Auto</source>
        <translation>Redefinir máscara para &amp;automática</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Ferramentas</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pincel</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Brush size ([ and ])</source>
        <translation>Tamanho do pincel ([ e ])</translation>
    </message>
    <message>
        <source>Brush: </source>
        <translation>Pincel: </translation>
    </message>
    <message>
        <source>Pencil paints: colliding</source>
        <translation>O lápis pinta: colidente</translation>
    </message>
    <message>
        <source>Pencil paints: non-colliding</source>
        <translation>O lápis pinta: não colidente</translation>
    </message>
    <message>
        <source>The project has no sprites to export yet.</source>
        <translation>O projeto ainda não tem sprites para exportar.</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;aberto&gt;</translation>
    </message>
    <message>
        <source>Hitmask</source>
        <translation>Hitmask</translation>
    </message>
    <message>
        <source>&amp;Scene Preview</source>
        <translation>Prévia de &amp;cena</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>Copy Mask Edits to &amp;Next Frame</source>
        <translation>Copiar edições da máscara para o pró&amp;ximo quadro</translation>
    </message>
    <message>
        <source>Copy Mask Edits to A&amp;ll Frames</source>
        <translation>Copiar edições da máscara para &amp;todos os quadros</translation>
    </message>
    <message>
        <source>E&amp;ditor</source>
        <translation>E&amp;ditor</translation>
    </message>
    <message>
        <source>Export All &amp;Targets</source>
        <translation>Exportar todos os &amp;destinos</translation>
    </message>
    <message>
        <source>The project has no export targets yet: add them in File &gt; Export Masks.</source>
        <translation>O projeto ainda não tem destinos de exportação: adicione-os em Arquivo &gt; Exportar máscaras.</translation>
    </message>
    <message>
        <source>&amp;Channel</source>
        <translation>Ca&amp;nal</translation>
    </message>
</context>
<context>
    <name>hitmask::MaskSettingsDock</name>
    <message>
        <source>Mask</source>
        <translation>Máscara</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Capturar</translation>
    </message>
    <message>
        <source>Pixel grid</source>
        <translation>Grade de pixels</translation>
    </message>
    <message>
        <source>Clear Review Marks</source>
        <translation>Limpar marcas de revisão</translation>
    </message>
    <message>
        <source>Alpha threshold</source>
        <translation>Limiar de alfa</translation>
    </message>
    <message>
        <source>Colour key</source>
        <translation>Cor-chave</translation>
    </message>
    <message>
        <source>Make the mask from the alpha channel, or from a transparent colour</source>
        <translation>Gerar a máscara a partir do canal alfa ou de uma cor transparente</translation>
    </message>
    <message>
        <source>A pixel collides when its alpha is greater than this</source>
        <translation>Um pixel colide quando seu alfa é maior que este valor</translation>
    </message>
    <message>
        <source>The transparent colour; click to choose it</source>
        <translation>A cor transparente; clique para escolhê-la</translation>
    </message>
    <message>
        <source>Pick the transparent colour from the sprite (I)</source>
        <translation>Capturar a cor transparente do sprite (I)</translation>
    </message>
    <message>
        <source>Sprite and mask</source>
        <translation>Sprite e máscara</translation>
    </message>
    <message>
        <source>Sprite only</source>
        <translation>Só o sprite</translation>
    </message>
    <message>
        <source>Mask only</source>
        <translation>Só a máscara</translation>
    </message>
    <message>
        <source>Mask vs art</source>
        <translation>Máscara vs. arte</translation>
    </message>
    <message>
        <source>Mask vs art marks opaque pixels that do not collide and transparent pixels that do</source>
        <translation>Máscara vs. arte marca pixels opacos que não colidem e pixels transparentes que colidem</translation>
    </message>
    <message>
        <source>Opacity of the mask overlay</source>
        <translation>Opacidade da sobreposição da máscara</translation>
    </message>
    <message>
        <source>Show pixel borders from 8x zoom up</source>
        <translation>Mostrar as bordas dos pixels a partir do zoom de 8x</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modo:</translation>
    </message>
    <message>
        <source>Threshold:</source>
        <translation>Limiar:</translation>
    </message>
    <message>
        <source>Colour key:</source>
        <translation>Cor-chave:</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>Exibição:</translation>
    </message>
    <message>
        <source>Overlay:</source>
        <translation>Sobreposição:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Transparent Colour</source>
        <translation>Cor transparente</translation>
    </message>
    <message>
        <source>Solid pixels: &lt;b&gt;%L1&lt;/b&gt;&lt;br&gt;Hand-edited pixels: %L2</source>
        <translation>Pixels sólidos: &lt;b&gt;%L1&lt;/b&gt;&lt;br&gt;Pixels editados à mão: %L2</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style='color:#ff9600'&gt;&amp;#9632;&lt;/span&gt; Opaque, not colliding: %L1&lt;br&gt;&lt;span style='color:#00c8ff'&gt;&amp;#9632;&lt;/span&gt; Transparent, colliding: %L2</source>
        <translation>&lt;br&gt;&lt;span style='color:#ff9600'&gt;&amp;#9632;&lt;/span&gt; Opacos, sem colisão: %L1&lt;br&gt;&lt;span style='color:#00c8ff'&gt;&amp;#9632;&lt;/span&gt; Transparentes, com colisão: %L2</translation>
    </message>
    <message>
        <source>How far each of red, green and blue may lie from the key and still be transparent: raise it for JPEG art, whose background is no longer one exact colour</source>
        <translation>Quanto vermelho, verde e azul podem se afastar, cada um, da chave e ainda ser transparentes: aumente para arte em JPEG, cujo fundo já não é uma única cor exata</translation>
    </message>
    <message>
        <source>T&amp;olerance:</source>
        <translation>T&amp;olerância:</translation>
    </message>
    <message>
        <source>Pixels of %1: &lt;b&gt;%L2&lt;/b&gt;&lt;br&gt;Hand-edited pixels: %L3</source>
        <translation>Pixels de %1: &lt;b&gt;%L2&lt;/b&gt;&lt;br&gt;Pixels editados à mão: %L3</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style='color:#e6c800'&gt;&amp;#9632;&lt;/span&gt; To review (all channels): %L1</source>
        <translation>&lt;br&gt;&lt;span style='color:#e6c800'&gt;&amp;#9632;&lt;/span&gt; Para revisar (todos os canais): %L1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;&lt;span style='color:#e6c800'&gt;&amp;#9632;&lt;/span&gt; Hand shapes to review: %Ln channel(s)</source>
        <translation>
            <numerusform>&lt;br&gt;&lt;span style='color:#e6c800'&gt;&amp;#9632;&lt;/span&gt; Formas à mão a revisar: %Ln canal</numerusform>
            <numerusform>&lt;br&gt;&lt;span style='color:#e6c800'&gt;&amp;#9632;&lt;/span&gt; Formas à mão a revisar: %Ln canais</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mask rule of %n selected sprite(s)</source>
        <translation>
            <numerusform>Regra de máscara de %n sprite selecionado</numerusform>
            <numerusform>Regra de máscara de %n sprites selecionados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Mask Mode of %n Sprite(s)</source>
        <translation>
            <numerusform>Alterar modo de máscara de %n sprite</numerusform>
            <numerusform>Alterar modo de máscara de %n sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set Threshold of %n Sprite(s) to %L1</source>
        <translation>
            <numerusform>Definir limiar de %n sprite como %L1</numerusform>
            <numerusform>Definir limiar de %n sprites como %L1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set Key Tolerance of %n Sprite(s) to %L1</source>
        <translation>
            <numerusform>Definir tolerância da chave de %n sprite como %L1</numerusform>
            <numerusform>Definir tolerância da chave de %n sprites como %L1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Colour Key of %n Sprite(s)</source>
        <translation>
            <numerusform>Alterar cor-chave de %n sprite</numerusform>
            <numerusform>Alterar cor-chave de %n sprites</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::NavigatorDock</name>
    <message>
        <source>Navigator</source>
        <translation>Navegador</translation>
    </message>
    <message>
        <source>Click or drag to move the editor's view</source>
        <translation>Clique ou arraste para mover a vista do editor</translation>
    </message>
</context>
<context>
    <name>hitmask::OriginActions</name>
    <message>
        <source>Frame &amp;Origin</source>
        <translation>&amp;Origem do quadro</translation>
    </message>
    <message>
        <source>Of &amp;This Frame</source>
        <translation>&amp;Deste quadro</translation>
    </message>
    <message>
        <source>Of &amp;All Frames</source>
        <translation>De &amp;todos os quadros</translation>
    </message>
    <message>
        <source>Put the origin (pivot) at a point of the frame</source>
        <translation>Colocar a origem (pivô) em um ponto do quadro</translation>
    </message>
    <message>
        <source>&amp;Centre</source>
        <translation>&amp;Centro</translation>
    </message>
    <message>
        <source>&amp;Bottom Centre</source>
        <translation>Centro &amp;inferior</translation>
    </message>
    <message>
        <source>Top &amp;Left</source>
        <translation>Superior &amp;esquerdo</translation>
    </message>
    <message>
        <source>Top &amp;Right</source>
        <translation>Superior &amp;direito</translation>
    </message>
    <message>
        <source>Bottom L&amp;eft</source>
        <translation>Inferior e&amp;squerdo</translation>
    </message>
    <message>
        <source>Bottom R&amp;ight</source>
        <translation>Inferior di&amp;reito</translation>
    </message>
    <message>
        <source>&amp;Reset to the File's</source>
        <translation>&amp;Voltar ao do arquivo</translation>
    </message>
    <message>
        <source>The origin the sprite's file or sheet gives</source>
        <translation>A origem que o arquivo ou a folha do sprite dá</translation>
    </message>
</context>
<context>
    <name>hitmask::OriginTool</name>
    <message>
        <source>Set Origin</source>
        <translation>Definir origem</translation>
    </message>
</context>
<context>
    <name>hitmask::PencilTool</name>
    <message>
        <source>Pencil</source>
        <translation>Lápis</translation>
    </message>
    <message>
        <source>Pencil Stroke</source>
        <translation>Traço de lápis</translation>
    </message>
</context>
<context>
    <name>hitmask::PhysicsEditor</name>
    <message>
        <source>Sensor</source>
        <translation>Sensor</translation>
    </message>
    <message>
        <source>Mass per square metre of the shapes</source>
        <translation>Massa por metro quadrado das formas</translation>
    </message>
    <message>
        <source>0 is ice; Box2D's default is 0.6</source>
        <translation>0 é gelo; o padrão do Box2D é 0,6</translation>
    </message>
    <message>
        <source>Bounce: 0 stops dead, 1 bounces back as fast</source>
        <translation>Quique: 0 para na hora, 1 volta com a mesma velocidade</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>The shapes report contacts but push nothing (Godot's Area2D)</source>
        <translation>As formas relatam contatos mas não empurram nada (Area2D do Godot)</translation>
    </message>
    <message>
        <source>The layers the channel's shapes are on (Box2D's categoryBits, Godot's collision_layer)</source>
        <translation>As camadas em que estão as formas do canal (categoryBits do Box2D, collision_layer do Godot)</translation>
    </message>
    <message>
        <source>The layers the channel's shapes collide with (Box2D's maskBits, Godot's collision_mask)</source>
        <translation>As camadas com que as formas do canal colidem (maskBits do Box2D, collision_mask do Godot)</translation>
    </message>
    <message>
        <source>Box2D's group index: shapes of the same positive group always collide, of the same negative group never; 0 leaves it to the bits</source>
        <translation>Índice de grupo do Box2D: formas do mesmo grupo positivo sempre colidem, do mesmo grupo negativo nunca; 0 deixa para os bits</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Free properties every shape format writes with the channel's shapes; double-click to edit</source>
        <translation>Propriedades livres que todo formato de formas grava com as formas do canal; clique duas vezes para editar</translation>
    </message>
    <message>
        <source>The selected sprites' pairs differ; an edit gives them all these.</source>
        <translation>Os pares dos sprites selecionados diferem; uma edição dá estes a todos.</translation>
    </message>
    <message>
        <source>Density:</source>
        <translation>Densidade:</translation>
    </message>
    <message>
        <source>Friction:</source>
        <translation>Atrito:</translation>
    </message>
    <message>
        <source>Restitution:</source>
        <translation>Restituição:</translation>
    </message>
    <message>
        <source>Category:</source>
        <translation>Categoria:</translation>
    </message>
    <message>
        <source>Collides with:</source>
        <translation>Colide com:</translation>
    </message>
    <message>
        <source>Group:</source>
        <translation>Grupo:</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoria</translation>
    </message>
    <message>
        <source>Collides With</source>
        <translation>Colide com</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Densidade</translation>
    </message>
    <message>
        <source>Friction</source>
        <translation>Atrito</translation>
    </message>
    <message>
        <source>Restitution</source>
        <translation>Restituição</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriedades</translation>
    </message>
</context>
<context>
    <name>hitmask::PreferencesDialog</name>
    <message>
        <source>System language</source>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <source>Show the pixel grid from 8x zoom</source>
        <translation>Mostrar a grade de pixels a partir do zoom de 8x</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>Alpha threshold of sprites added from now on</source>
        <translation>Limiar de alfa dos sprites adicionados daqui em diante</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligado</translation>
    </message>
    <message>
        <source>How often unsaved work is written to a recovery file</source>
        <translation>Com que frequência o trabalho não salvo é gravado num arquivo de recuperação</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Images wider or taller than this are refused before they are decoded</source>
        <translation>Imagens mais largas ou mais altas que isto são recusadas antes de serem decodificadas</translation>
    </message>
    <message>
        <source>Default &amp;threshold:</source>
        <translation>&amp;Limiar padrão:</translation>
    </message>
    <message>
        <source>&amp;Highlight colour:</source>
        <translation>Cor de &amp;destaque:</translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation>&amp;Salvar automaticamente a cada:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>A new language applies after a restart.</source>
        <translation>Um novo idioma vale após reiniciar.</translation>
    </message>
    <message>
        <source>Largest &amp;image side:</source>
        <translation>Maior lado da &amp;imagem:</translation>
    </message>
    <message>
        <source>Highlight Colour</source>
        <translation>Cor de destaque</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Geral</translation>
    </message>
    <message>
        <source>&amp;Shortcuts</source>
        <translation>&amp;Atalhos</translation>
    </message>
</context>
<context>
    <name>hitmask::PreviewPanel</name>
    <message>
        <source>Highlight colour...</source>
        <translation>Cor de destaque…</translation>
    </message>
    <message>
        <source>Colour of the overlapping pixels</source>
        <translation>Cor dos pixels sobrepostos</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Arrow keys move this sprite 1 pixel, Shift+arrow 10</source>
        <translation>As setas movem este sprite 1 pixel, Shift+seta 10</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Exibição</translation>
    </message>
    <message>
        <source>Zoom:</source>
        <translation>Zoom:</translation>
    </message>
    <message>
        <source>Keys move:</source>
        <translation>As teclas movem:</translation>
    </message>
    <message>
        <source>Collision</source>
        <translation>Colisão</translation>
    </message>
    <message>
        <source>Sprite A</source>
        <translation>Sprite A</translation>
    </message>
    <message>
        <source>Sprite B</source>
        <translation>Sprite B</translation>
    </message>
    <message>
        <source>Highlight Colour</source>
        <translation>Cor de destaque</translation>
    </message>
    <message>
        <source>A sprite of the project, with its hand edits, or any image file</source>
        <translation>Um sprite do projeto, com suas edições manuais, ou qualquer arquivo de imagem</translation>
    </message>
    <message>
        <source> deg</source>
        <translation> °</translation>
    </message>
    <message>
        <source>Flip H</source>
        <translation>Espelhar H</translation>
    </message>
    <message>
        <source>Flip V</source>
        <translation>Espelhar V</translation>
    </message>
    <message>
        <source>Sprite:</source>
        <translation>Sprite:</translation>
    </message>
    <message>
        <source>Rotate:</source>
        <translation>Girar:</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>Escala:</translation>
    </message>
    <message>
        <source>Image file...</source>
        <translation>Arquivo de imagem…</translation>
    </message>
    <message>
        <source>Open Image</source>
        <translation>Abrir imagem</translation>
    </message>
    <message>
        <source>Hitmask</source>
        <translation>Hitmask</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <translation>Não foi possível abrir %1: %2.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Arquivo: %1</translation>
    </message>
    <message>
        <source>Choose two sprites.</source>
        <translation>Escolha dois sprites.</translation>
    </message>
    <message>
        <source>Rotation, clockwise, nearest-neighbour: the sprite turns in place about its centre. (hitmask-cli --rotate-b places the rotated box's top-left at --offset.)</source>
        <translation>Rotação no sentido horário, vizinho mais próximo: o sprite gira no lugar em torno do centro. (hitmask-cli --rotate-b põe o canto superior esquerdo da caixa girada em --offset.)</translation>
    </message>
    <message>
        <source>Frame </source>
        <translation>Quadro </translation>
    </message>
    <message>
        <source>Which frame of the sprite collides</source>
        <translation>Qual quadro do sprite colide</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> de %1</translation>
    </message>
    <message>
        <source>Zoom (or the mouse wheel over the preview, and the View menu's keys)</source>
        <translation>Zoom (ou a roda do mouse sobre a prévia, e as teclas do menu Exibir)</translation>
    </message>
</context>
<context>
    <name>hitmask::PreviewPlayback</name>
    <message>
        <source>&amp;Play animations</source>
        <translation>&amp;Reproduzir animações</translation>
    </message>
    <message>
        <source>Step A and B through their frames, each frame for its duration</source>
        <translation>Passar A e B pelos seus quadros, cada quadro pela sua duração</translation>
    </message>
</context>
<context>
    <name>hitmask::ProjectController</name>
    <message>
        <source>&amp;New Project</source>
        <translation>&amp;Novo projeto</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>A&amp;brir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Add Sprites...</source>
        <translation>A&amp;dicionar sprites…</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>Abrir projeto de &amp;demonstração</translation>
    </message>
    <message>
        <source>Open a project, or add an image to this project</source>
        <translation>Abrir um projeto, ou adicionar uma imagem a este projeto</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>Não foi possível abrir %1: %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Some images could not be opened:
%1</source>
        <translation>Algumas imagens não puderam ser abertas:
%1</translation>
    </message>
    <message>
        <source>Cannot open the demo project: %1.</source>
        <translation>Não foi possível abrir o projeto de demonstração: %1.</translation>
    </message>
    <message>
        <source>The project was not saved: %1.</source>
        <translation>O projeto não foi salvo: %1.</translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation>Salvar projeto</translation>
    </message>
    <message>
        <source>Hitmask projects (*.hitmask)</source>
        <translation>Projetos do Hitmask (*.hitmask)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation>%1 tem alterações não salvas. Salvá-las antes de fechar?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Projects and images (*.hitmask %1);;Hitmask projects (*.hitmask);;Images (%1)</source>
        <translation>Projetos e imagens (*.hitmask %1);;Projetos do Hitmask (*.hitmask);;Imagens (%1)</translation>
    </message>
    <message>
        <source>Add Sprites</source>
        <translation>Adicionar sprites</translation>
    </message>
    <message>
        <source>Images (%1)</source>
        <translation>Imagens (%1)</translation>
    </message>
    <message>
        <source>%1[*] - Hitmask</source>
        <translation>%1[*] – Hitmask</translation>
    </message>
    <message>
        <source>The demo's folder is replaced each time the demo opens. Save the project in a folder of your own.</source>
        <translation>A pasta da demonstração é substituída sempre que a demonstração é aberta. Salve o projeto numa pasta sua.</translation>
    </message>
    <message numerus="yes">
        <source>%n sprite image(s) found in a new place: save the project to keep it.</source>
        <translation>
            <numerusform>%n imagem de sprite encontrada em outro lugar: salve o projeto para manter isso.</numerusform>
            <numerusform>%n imagens de sprite encontradas em outro lugar: salve o projeto para manter isso.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Import Sprite Sheet (JSON)...</source>
        <translation>&amp;Importar folha de sprites (JSON)...</translation>
    </message>
    <message>
        <source>Add a sprite cut by an Aseprite or TexturePacker JSON sheet</source>
        <translation>Adicionar um sprite cortado por uma folha JSON do Aseprite ou TexturePacker</translation>
    </message>
    <message>
        <source>Import Sprite Sheet</source>
        <translation>Importar folha de sprites</translation>
    </message>
    <message>
        <source>JSON sprite sheets (*.json)</source>
        <translation>Folhas de sprites JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot import %1: %2.</source>
        <translation>Não é possível importar %1: %2.</translation>
    </message>
    <message>
        <source>%1 has no transparency: its corners' colour %2 is taken as transparent. Change it under Mask &gt; Mode.</source>
        <translation>%1 não tem transparência: a cor dos seus cantos, %2, é tomada como transparente. Altere em Máscara &gt; Modo.</translation>
    </message>
    <message>
        <source>%1 has no transparency and its corners differ: %2, the colour of most of its border, is taken as transparent. Change it under Mask &gt; Mode.</source>
        <translation>%1 não tem transparência e seus cantos diferem: %2, a cor da maior parte da sua borda, é tomada como transparente. Altere em Máscara &gt; Modo.</translation>
    </message>
    <message>
        <source>%1 has no alpha: %2, its corners' colour, is now transparent.</source>
        <translation>%1 não tem alfa: %2, a cor dos cantos, agora é transparente.</translation>
    </message>
    <message>
        <source>%1 has no alpha: %2, most of its border, is now transparent.</source>
        <translation>%1 não tem alfa: %2, a cor da maior parte da borda, agora é transparente.</translation>
    </message>
    <message>
        <source>The image could not be opened:
%1</source>
        <translation>Não foi possível abrir a imagem:
%1</translation>
    </message>
    <message>
        <source>%1[*] [read-only] - Hitmask</source>
        <translation>%1[*] [somente leitura] - Hitmask</translation>
    </message>
    <message numerus="yes">
        <source>Opened without %n sprite(s) whose image is missing: %1. The project keeps them as they were; open it again once the images are back.</source>
        <translation>
            <numerusform>Aberto sem %n sprite cuja imagem falta: %1. O projeto o mantém como estava; abra-o de novo quando a imagem voltar.</numerusform>
            <numerusform>Aberto sem %n sprites cujas imagens faltam: %1. O projeto os mantém como estavam; abra-o de novo quando as imagens voltarem.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is open in another Hitmask (%2): saving over it would replace the work there. Save the project under another name.</source>
        <translation>%1 está aberto em outro Hitmask (%2): salvar por cima substituiria o trabalho lá. Salve o projeto com outro nome.</translation>
    </message>
    <message>
        <source>%1, the project open last time, is no longer there: an empty project is open instead.</source>
        <translation>%1, o projeto aberto da última vez, não existe mais: um projeto vazio foi aberto no lugar.</translation>
    </message>
    <message>
        <source>%1 was not found. Open another project with File &gt; Open.</source>
        <translation>%1 não foi encontrado. Abra outro projeto com Arquivo &gt; Abrir.</translation>
    </message>
</context>
<context>
    <name>hitmask::ProjectDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <source>%1 changed on disk and was reloaded.</source>
        <translation>%1 mudou no disco e foi recarregado.</translation>
    </message>
    <message>
        <source>%1 changed on disk but could not be reloaded: %2</source>
        <translation>%1 mudou no disco, mas não pôde ser recarregado: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hand-edited pixel(s) lie outside the new image and are kept aside until it grows back.</source>
        <translation>
            <numerusform>%n pixel editado à mão fica fora da nova imagem e é guardado até que ela volte a crescer.</numerusform>
            <numerusform>%n pixels editados à mão ficam fora da nova imagem e são guardados até que ela volte a crescer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file has fewer frames now: %n frame(s) past its last one are kept aside, with their edits, until it has them again.</source>
        <translation>
            <numerusform>O arquivo tem menos quadros agora: %n quadro depois do último fica guardado, com suas edições, até o arquivo tê-lo de novo.</numerusform>
            <numerusform>O arquivo tem menos quadros agora: %n quadros depois do último ficam guardados, com suas edições, até o arquivo tê-los de novo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand-edited pixel(s) to review (F3).</source>
        <translation>
            <numerusform>%n pixel editado à mão para revisar (F3).</numerusform>
            <numerusform>%n pixels editados à mão para revisar (F3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The image no longer holds %n of the frames (%1): the frames from frame %2 on are kept aside, with their edits, until it has them again.</source>
        <translation>
            <numerusform>A imagem não contém mais %n dos quadros (%1): os quadros a partir do quadro %2 ficam guardados à parte, com suas edições, até que ela os tenha de novo.</numerusform>
            <numerusform>A imagem não contém mais %n dos quadros (%1): os quadros a partir do quadro %2 ficam guardados à parte, com suas edições, até que ela os tenha de novo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) whose hand shapes no longer match the mask.</source>
        <translation>
            <numerusform>%n quadro cujas formas à mão não correspondem mais à máscara.</numerusform>
            <numerusform>%n quadros cujas formas à mão não correspondem mais à máscara.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::ProjectGuard</name>
    <message>
        <source>process %1 on %2</source>
        <translation>processo %1 em %2</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>outro processo</translation>
    </message>
    <message>
        <source>Project Open Elsewhere</source>
        <translation>Projeto aberto em outro lugar</translation>
    </message>
    <message>
        <source>%1 is open in another Hitmask (%2).

Opened in both, each save would replace the other's changes. Open it read-only to look, or anyway to edit it here.</source>
        <translation>%1 está aberto em outro Hitmask (%2).

Aberto nos dois, cada salvamento substituiria as alterações do outro. Abra-o somente para leitura para olhar, ou mesmo assim para editá-lo aqui.</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>Abrir somente &amp;leitura</translation>
    </message>
    <message>
        <source>Open &amp;Anyway</source>
        <translation>Abrir &amp;mesmo assim</translation>
    </message>
    <message>
        <source>Project Changed on Disk</source>
        <translation>Projeto alterado no disco</translation>
    </message>
    <message>
        <source>%1 changed on disk since Hitmask opened or last saved it, perhaps in another Hitmask. Saving replaces those changes with this project.</source>
        <translation>%1 foi alterado no disco desde que o Hitmask o abriu ou salvou pela última vez, talvez em outro Hitmask. Salvar substitui essas alterações por este projeto.</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Sobrescrever</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>%1 changed on disk. Saving will ask before replacing it.</source>
        <translation>%1 foi alterado no disco. Salvar perguntará antes de substituí-lo.</translation>
    </message>
    <message>
        <source>%1 changed on disk. Reload it?</source>
        <translation>%1 foi alterado no disco. Recarregá-lo?</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recarregar</translation>
    </message>
</context>
<context>
    <name>hitmask::RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Limpar lista</translation>
    </message>
</context>
<context>
    <name>hitmask::RectangleTool</name>
    <message>
        <source>Rectangle</source>
        <translation>Retângulo</translation>
    </message>
    <message>
        <source>Fill Rectangle</source>
        <translation>Preencher retângulo</translation>
    </message>
</context>
<context>
    <name>hitmask::ReviewNavigator</name>
    <message>
        <source>Next &amp;Flagged Pixel</source>
        <translation>Próximo pixel &amp;marcado</translation>
    </message>
    <message>
        <source>Previous Flagged Pi&amp;xel</source>
        <translation>Pi&amp;xel marcado anterior</translation>
    </message>
    <message>
        <source>Show the next hand-edited pixel whose art changed (F3)</source>
        <translation>Mostrar o próximo pixel editado à mão cuja arte mudou (F3)</translation>
    </message>
    <message>
        <source>Show the previous hand-edited pixel whose art changed (Shift+F3)</source>
        <translation>Mostrar o pixel editado à mão anterior cuja arte mudou (Shift+F3)</translation>
    </message>
    <message>
        <source>No pixels of %1 are flagged for review.</source>
        <translation>Nenhum pixel de %1 está marcado para revisão.</translation>
    </message>
    <message>
        <source>Flagged pixel at %1, %2 (frame %3); %4 flagged in all.</source>
        <translation>Pixel marcado em %1, %2 (quadro %3); %4 marcados no total.</translation>
    </message>
    <message numerus="yes">
        <source>Frame %1: its hand shapes no longer match the mask (pixels that differ: %2); %n frame(s) to review.</source>
        <translation>
            <numerusform>Quadro %1: suas formas à mão não correspondem mais à máscara (pixels diferentes: %2); %n quadro a revisar.</numerusform>
            <numerusform>Quadro %1: suas formas à mão não correspondem mais à máscara (pixels diferentes: %2); %n quadros a revisar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::RotationSetDialog</name>
    <message>
        <source>Generate Rotation Set</source>
        <translation>Gerar conjunto de rotações</translation>
    </message>
    <message>
        <source>The frames are rotations already: they are made again from the same source frame. With the same count, each rotation keeps its hand edits.</source>
        <translation>Os quadros já são rotações: são gerados de novo a partir do mesmo quadro de origem. Com a mesma quantidade, cada rotação mantém suas edições manuais.</translation>
    </message>
    <message>
        <source>The current frame, turned clockwise about its centre (nearest neighbour), becomes the sprite's frames, one per rotation. Each frame's mask is then yours to fix; the edits stay when the set is made again.</source>
        <translation>O quadro atual, girado em sentido horário em torno do centro (vizinho mais próximo), vira os quadros do sprite, um por rotação. A máscara de cada quadro fica então para você corrigir; as edições permanecem quando o conjunto é gerado de novo.</translation>
    </message>
    <message>
        <source>&amp;Rotations:</source>
        <translation>&amp;Rotações:</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Passo:</translation>
    </message>
    <message>
        <source>%1° between frames</source>
        <translation>%1° entre quadros</translation>
    </message>
</context>
<context>
    <name>hitmask::ScenePanel</name>
    <message>
        <source>Fill</source>
        <translation>Preencher</translation>
    </message>
    <message>
        <source>Add One</source>
        <translation>Adicionar um</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Rodar</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>How many copies Fill puts in the scene</source>
        <translation>Quantas cópias Preencher põe na cena</translation>
    </message>
    <message>
        <source>Replace the scene with this many copies of the sprite, moving at random</source>
        <translation>Substitui a cena por esse número de cópias do sprite, em movimento aleatório</translation>
    </message>
    <message>
        <source>Add one copy of the sprite at a random place</source>
        <translation>Adiciona uma cópia do sprite em um lugar aleatório</translation>
    </message>
    <message>
        <source>Remove every sprite from the scene</source>
        <translation>Remove todos os sprites da cena</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Playfield width; sprites wrap around its edges</source>
        <translation>Largura do campo; os sprites saem por uma borda e voltam pela oposta</translation>
    </message>
    <message>
        <source>Playfield height; sprites wrap around its edges</source>
        <translation>Altura do campo; os sprites saem por uma borda e voltam pela oposta</translation>
    </message>
    <message>
        <source>Run or pause the scene (Space over the playfield)</source>
        <translation>Roda ou pausa a cena (Espaço sobre o campo)</translation>
    </message>
    <message>
        <source>Advance one frame (the period key over the playfield)</source>
        <translation>Avança um quadro (tecla ponto sobre o campo)</translation>
    </message>
    <message>
        <source>Sprites</source>
        <translation>Sprites</translation>
    </message>
    <message>
        <source>Sprite:</source>
        <translation>Sprite:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Largura:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Altura:</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Collisions</source>
        <translation>Colisões</translation>
    </message>
    <message>
        <source>Objects:</source>
        <translation>Objetos:</translation>
    </message>
    <message>
        <source>Box pairs:</source>
        <translation>Pares de caixas:</translation>
    </message>
    <message>
        <source>Pixel pairs:</source>
        <translation>Pares de pixels:</translation>
    </message>
    <message>
        <source>World step:</source>
        <translation>Passo do mundo:</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligado</translation>
    </message>
    <message>
        <source>Spin the sprites, each drawn and collided as the nearest of this many pre-rotated frames (24 is every 15 degrees), as a game with a rotation set does</source>
        <translation>Girar os sprites, cada um desenhado e colidido como o mais próximo de tantos quadros pré-rotacionados (24 é a cada 15 graus), como faz um jogo com um conjunto de rotações</translation>
    </message>
    <message>
        <source>Rotations:</source>
        <translation>Rotações:</translation>
    </message>
    <message>
        <source>The project sprite to add to the scene</source>
        <translation>O sprite do projeto a adicionar à cena</translation>
    </message>
    <message>
        <source>Which of the sprite's frames</source>
        <translation>Qual dos quadros do sprite</translation>
    </message>
    <message>
        <source>Frame:</source>
        <translation>Quadro:</translation>
    </message>
</context>
<context>
    <name>hitmask::SceneView</name>
    <message>
        <source>%1, %2: too many pixels overlap at once to highlight them all</source>
        <translation>%1, %2: pixels demais se sobrepõem ao mesmo tempo para destacar todos</translation>
    </message>
    <message numerus="yes">
        <source>%Ln colliding pair(s) highlighted pixel for pixel</source>
        <translation>
            <numerusform>%Ln par em colisão destacado pixel a pixel</numerusform>
            <numerusform>%Ln pares em colisão destacados pixel a pixel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shown by their boxes only</source>
        <translation>
            <numerusform>%Ln mostrado só pelas caixas</numerusform>
            <numerusform>%Ln mostrados só pelas caixas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::ShapeSettingsBox</name>
    <message>
        <source>Collision shapes</source>
        <translation>Formas de colisão</translation>
    </message>
    <message>
        <source>Convex pieces</source>
        <translation>Peças convexas</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Caixas</translation>
    </message>
    <message>
        <source>Polygons</source>
        <translation>Polígonos</translation>
    </message>
    <message>
        <source>As many as exact needs</source>
        <translation>Quantas o exato precisar</translation>
    </message>
    <message>
        <source>At most this many boxes, as close to the mask as they can be</source>
        <translation>No máximo esta quantidade de caixas, o mais próximas possível da máscara</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Vertices may move up to this far; 0 follows the pixels exactly</source>
        <translation>Os vértices podem se mover até esta distância; 0 segue os pixels exatamente</translation>
    </message>
    <message>
        <source>For physics engines: convex polygons without holes</source>
        <translation>Para motores de física: polígonos convexos sem furos</translation>
    </message>
    <message>
        <source>Vertices per convex piece (Box2D takes 8)</source>
        <translation>Vértices por peça convexa (o Box2D aceita 8)</translation>
    </message>
    <message>
        <source>Grow the mask first; negative shrinks it</source>
        <translation>Expande a máscara primeiro; negativo a encolhe</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>Most boxes:</source>
        <translation>Máximo de caixas:</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>Tolerância:</translation>
    </message>
    <message>
        <source>Vertices per piece:</source>
        <translation>Vértices por peça:</translation>
    </message>
    <message>
        <source>Grow:</source>
        <translation>Expandir:</translation>
    </message>
    <message>
        <source> px/m</source>
        <translation> px/m</translation>
    </message>
    <message>
        <source>The engine's scale: convex pieces keep their vertices Box2D's linear slop (0.005 m) apart at it</source>
        <translation>A escala do motor: peças convexas mantêm seus vértices afastados pela folga linear do Box2D (0,005 m) nela</translation>
    </message>
    <message>
        <source>Pixels per metre:</source>
        <translation>Pixels por metro:</translation>
    </message>
</context>
<context>
    <name>hitmask::ShapesDock</name>
    <message>
        <source>Shapes</source>
        <translation>Formas</translation>
    </message>
    <message>
        <source>Snap to half pixels</source>
        <translation>Ajustar a meios pixels</translation>
    </message>
    <message>
        <source>Trace Again</source>
        <translation>Traçar de novo</translation>
    </message>
    <message>
        <source>Copy to Frames...</source>
        <translation>Copiar para quadros...</translation>
    </message>
    <message>
        <source>Copy to All Frames</source>
        <translation>Copiar para todos os quadros</translation>
    </message>
    <message>
        <source>Copy to All Rotations</source>
        <translation>Copiar para todas as rotações</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Selecionar</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Caixa</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Círculo</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polígono</translation>
    </message>
    <message>
        <source>Forget the shapes drawn by hand: trace them from the mask</source>
        <translation>Esquecer as formas desenhadas à mão: traçá-las a partir da máscara</translation>
    </message>
    <message>
        <source>Give every rotation of this frame its shapes, turned with the rotation</source>
        <translation>Dar a cada rotação deste quadro suas formas, giradas com a rotação</translation>
    </message>
    <message>
        <source>Give chosen frames this frame's shapes, as hand shapes</source>
        <translation>Dar aos quadros escolhidos as formas deste quadro, como formas à mão</translation>
    </message>
    <message>
        <source>Give every frame of the sprite this frame's shapes</source>
        <translation>Dar a cada quadro do sprite as formas deste quadro</translation>
    </message>
    <message>
        <source>Traced shapes</source>
        <translation>Formas traçadas</translation>
    </message>
    <message>
        <source>No frame</source>
        <translation>Nenhum quadro</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hand&lt;/b&gt;: exported as drawn</source>
        <translation>&lt;b&gt;À mão&lt;/b&gt;: exportadas como desenhadas</translation>
    </message>
    <message>
        <source>&lt;b&gt;Traced&lt;/b&gt;: follow the mask</source>
        <translation>&lt;b&gt;Traçadas&lt;/b&gt;: seguem a máscara</translation>
    </message>
    <message>
        <source>The Shapes tool (S) shows them on the canvas.</source>
        <translation>A ferramenta Formas (S) as mostra na tela.</translation>
    </message>
    <message>
        <source>Shapes: %1, Vertices: %2, Wrong pixels: %3</source>
        <translation>Formas: %1, Vértices: %2, Pixels errados: %3</translation>
    </message>
    <message>
        <source>computing...</source>
        <translation>calculando...</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>não contados</translation>
    </message>
    <message>
        <source>Trace Shapes Again</source>
        <translation>Traçar formas de novo</translation>
    </message>
    <message>
        <source>Copy Shapes</source>
        <translation>Copiar formas</translation>
    </message>
    <message>
        <source>Copy Shapes to Frames</source>
        <translation>Copiar formas para quadros</translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>Quadro %1</translation>
    </message>
    <message>
        <source>Frames that get this frame's shapes:</source>
        <translation>Quadros que recebem as formas deste quadro:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hand&lt;/b&gt;, to review: the mask changed under them</source>
        <translation>&lt;b&gt;À mão&lt;/b&gt;, a revisar: a máscara mudou sob elas</translation>
    </message>
</context>
<context>
    <name>hitmask::ShortcutTable</name>
    <message>
        <source>&amp;Default</source>
        <translation>&amp;Padrão</translation>
    </message>
    <message>
        <source>All to De&amp;faults</source>
        <translation>Todos ao pa&amp;drão</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atalho</translation>
    </message>
    <message>
        <source>Type the new shortcut of the action selected above</source>
        <translation>Digite o novo atalho da ação selecionada acima</translation>
    </message>
    <message>
        <source>Give the selected action its shortcut as shipped</source>
        <translation>Dar à ação selecionada o atalho original</translation>
    </message>
    <message>
        <source>Give every action its shortcut as shipped</source>
        <translation>Dar a todas as ações o atalho original</translation>
    </message>
    <message>
        <source>&amp;Keys:</source>
        <translation>&amp;Teclas:</translation>
    </message>
    <message>
        <source>%1 is the shortcut of %2 (%3) already: choose another key, or give %2 another one first.</source>
        <translation>%1 já é o atalho de %2 (%3): escolha outra tecla ou dê antes outro atalho a %2.</translation>
    </message>
</context>
<context>
    <name>hitmask::ShortcutsDialog</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>On the canvas: the right mouse button paints the opposite of the left; Space+drag or the middle button pans; the wheel zooms about the cursor.</source>
        <translation>Na tela: o botão direito pinta o oposto do esquerdo; Espaço+arrastar ou o botão do meio move a vista; a roda dá zoom em torno do cursor.</translation>
    </message>
</context>
<context>
    <name>hitmask::SlicingDialog</name>
    <message>
        <source>Slice into Frames</source>
        <translation>Cortar em quadros</translation>
    </message>
    <message>
        <source>Frame &amp;size</source>
        <translation>&amp;Tamanho do quadro</translation>
    </message>
    <message>
        <source>&amp;Columns and rows</source>
        <translation>&amp;Colunas e linhas</translation>
    </message>
    <message>
        <source>Skip &amp;empty cells</source>
        <translation>Pular células &amp;vazias</translation>
    </message>
    <message>
        <source>&amp;Margin:</source>
        <translation>&amp;Margem:</translation>
    </message>
    <message>
        <source>S&amp;pacing:</source>
        <translation>&amp;Espaçamento:</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n quadro</numerusform>
            <numerusform>%n quadros</numerusform>
        </translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>Quadro %1</translation>
    </message>
</context>
<context>
    <name>hitmask::SpriteActions</name>
    <message>
        <source>Sp&amp;rite</source>
        <translation>&amp;Sprite</translation>
    </message>
    <message>
        <source>&amp;Remove Sprites</source>
        <translation>&amp;Remover sprites</translation>
    </message>
    <message>
        <source>&amp;Clone Sprite</source>
        <translation>&amp;Clonar sprite</translation>
    </message>
    <message>
        <source>&amp;Add Channel to Sprites...</source>
        <translation>&amp;Adicionar canal aos sprites...</translation>
    </message>
    <message>
        <source>Remove C&amp;hannel from Sprites...</source>
        <translation>Remover ca&amp;nal dos sprites...</translation>
    </message>
    <message>
        <source>&amp;Exports</source>
        <translation>E&amp;xportações</translation>
    </message>
    <message>
        <source>Remove the selected sprites from the project</source>
        <translation>Remover os sprites selecionados do projeto</translation>
    </message>
    <message>
        <source>A copy of the sprite with its frames, channels and hand edits</source>
        <translation>Uma cópia do sprite com seus quadros, canais e edições manuais</translation>
    </message>
    <message>
        <source>Add a channel of one name to every selected sprite</source>
        <translation>Adicionar um canal de mesmo nome a cada sprite selecionado</translation>
    </message>
    <message>
        <source>Remove a channel of one name from every selected sprite</source>
        <translation>Remover um canal de mesmo nome de cada sprite selecionado</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Remove %n Sprites</source>
        <translation>
            <numerusform>&amp;Remover %n sprite</numerusform>
            <numerusform>&amp;Remover %n sprites</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Remove Sprite</source>
        <translation>&amp;Remover sprite</translation>
    </message>
    <message>
        <source>Add Channel</source>
        <translation>Adicionar canal</translation>
    </message>
    <message numerus="yes">
        <source>Name of the channel to add to %n sprite(s):</source>
        <translation>
            <numerusform>Nome do canal a adicionar a %n sprite:</numerusform>
            <numerusform>Nome do canal a adicionar a %n sprites:</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove Channel</source>
        <translation>Remover canal</translation>
    </message>
    <message>
        <source>The selected sprites have no channel but solid.</source>
        <translation>Os sprites selecionados não têm canal além de solid.</translation>
    </message>
    <message>
        <source>Channel to remove from the selected sprites:</source>
        <translation>Canal a remover dos sprites selecionados:</translation>
    </message>
    <message>
        <source>Project &amp;Export</source>
        <translation>&amp;Exportação do projeto</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Destino %1</translation>
    </message>
</context>
<context>
    <name>hitmask::SpriteChecklist</name>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Todos</translation>
    </message>
    <message>
        <source>N&amp;one</source>
        <translation>&amp;Nenhum</translation>
    </message>
    <message>
        <source>Filter by name or folder</source>
        <translation>Filtrar por nome ou pasta</translation>
    </message>
    <message>
        <source>Shows the sprites whose name or folder holds this text (Ctrl+F; Escape clears it); ticks stay as they are</source>
        <translation>Mostra os sprites cujo nome ou pasta contém este texto (Ctrl+F; Esc limpa); as marcações ficam como estão</translation>
    </message>
    <message>
        <source>Tick every sprite shown</source>
        <translation>Marcar todos os sprites mostrados</translation>
    </message>
    <message>
        <source>Untick every sprite shown</source>
        <translation>Desmarcar todos os sprites mostrados</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>hitmask::SpriteListDock</name>
    <message>
        <source>Sprites</source>
        <translation>Sprites</translation>
    </message>
    <message>
        <source>Add...</source>
        <translation>Adicionar…</translation>
    </message>
    <message>
        <source>Add sprite images to the project</source>
        <translation>Adicionar imagens de sprites ao projeto</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>&amp;Find Sprite</source>
        <translation>&amp;Localizar sprite</translation>
    </message>
    <message>
        <source>Filter by name or folder</source>
        <translation>Filtrar por nome ou pasta</translation>
    </message>
    <message>
        <source>Shows the sprites whose name or folder holds this text (Ctrl+F; Escape clears it)</source>
        <translation>Mostra os sprites cujo nome ou pasta contém este texto (Ctrl+F; Esc limpa)</translation>
    </message>
    <message>
        <source>Project order</source>
        <translation>Ordem do projeto</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Por nome</translation>
    </message>
    <message>
        <source>By folder</source>
        <translation>Por pasta</translation>
    </message>
    <message>
        <source>How the list is ordered; the project keeps its own order</source>
        <translation>Como a lista é ordenada; o projeto mantém sua própria ordem</translation>
    </message>
    <message>
        <source>Remove the selected sprites from the project (Delete)</source>
        <translation>Remover os sprites selecionados do projeto (Delete)</translation>
    </message>
    <message>
        <source>%L1 of %L2</source>
        <translation>%L1 de %L2</translation>
    </message>
    <message>
        <source>Project folder</source>
        <translation>Pasta do projeto</translation>
    </message>
</context>
<context>
    <name>hitmask::StatusReadout</name>
    <message>
        <source>x %1, y %2</source>
        <translation>x %1, y %2</translation>
    </message>
    <message>
        <source>Alpha %1</source>
        <translation>Alfa %1</translation>
    </message>
    <message>
        <source>Solid: %L1</source>
        <translation>Sólidos: %L1</translation>
    </message>
    <message>
        <source>%1: %L2</source>
        <translation>%1: %L2</translation>
    </message>
    <message>
        <source>Overlap: %1 px</source>
        <translation>Sobreposição: %1 px</translation>
    </message>
    <message>
        <source>Objects: %1</source>
        <translation>Objetos: %1</translation>
    </message>
    <message>
        <source>Box pairs: %1</source>
        <translation>Pares de caixas: %1</translation>
    </message>
    <message>
        <source>Pixel pairs: %1</source>
        <translation>Pares de pixels: %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>hitmask::ToolBox</name>
    <message>
        <source>Larger Brush</source>
        <translation>Pincel maior</translation>
    </message>
    <message>
        <source>Smaller Brush</source>
        <translation>Pincel menor</translation>
    </message>
    <message>
        <source>Swap Colliding / Non-colliding</source>
        <translation>Trocar colidente / não colidente</translation>
    </message>
    <message>
        <source>Swap what the pencil and the eraser paint (X)</source>
        <translation>Trocar o que o lápis e a borracha pintam (X)</translation>
    </message>
    <message>
        <source>Round Brush</source>
        <translation>Pincel redondo</translation>
    </message>
</context>
<context>
    <name>hitmask::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Desfazer %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Refazer %1</translation>
    </message>
</context>
<context>
    <name>hitmask::ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reduzir</translation>
    </message>
    <message>
        <source>&amp;Fit in Window</source>
        <translation>A&amp;justar à janela</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Tamanho real</translation>
    </message>
    <message>
        <source>Pixel &amp;Grid</source>
        <translation>&amp;Grade de pixels</translation>
    </message>
    <message>
        <source>&amp;Onion Skin</source>
        <translation>Casca de &amp;cebola</translation>
    </message>
    <message>
        <source>Outline the previous and next frames' masks</source>
        <translation>Contornar as máscaras dos quadros anterior e seguinte</translation>
    </message>
    <message>
        <source>Sprite and Mask</source>
        <translation>Sprite e máscara</translation>
    </message>
    <message>
        <source>Sprite Only</source>
        <translation>Só o sprite</translation>
    </message>
    <message>
        <source>Mask Only</source>
        <translation>Só a máscara</translation>
    </message>
    <message>
        <source>Mask vs Art</source>
        <translation>Máscara vs. arte</translation>
    </message>
    <message>
        <source>No Shapes</source>
        <translation>Sem formas</translation>
    </message>
    <message>
        <source>Collision &amp;Boxes</source>
        <translation>&amp;Caixas de colisão</translation>
    </message>
    <message>
        <source>Collision P&amp;olygons</source>
        <translation>P&amp;olígonos de colisão</translation>
    </message>
    <message>
        <source>&amp;Frame</source>
        <translation>&amp;Quadro</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Painéis</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Collision-mask editor for 2D games.</source>
        <translation>Editor de máscaras de colisão para jogos 2D.</translation>
    </message>
    <message>
        <source>A project (.hitmask) or sprite images to open.</source>
        <translation>Um projeto (.hitmask) ou imagens de sprites a abrir.</translation>
    </message>
</context>
</TS>
